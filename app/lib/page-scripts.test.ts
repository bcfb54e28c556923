import { describe, expect, it } from "vitest";
import { handleFromData, pageIslands, pageScripts, scriptsFromData, type PageScripts } from "./page-scripts";

const match = (handle: unknown, data: unknown = {}) => ({ handle, data });

describe("pageScripts", () => {
  it("is none when no matched route asks for scripts", () => {
    expect(pageScripts([])).toBe("none");
    expect(pageScripts([match(undefined), match({ other: true })])).toBe("none");
  });

  it("takes the most that any matched route asks for", () => {
    expect(pageScripts([match({ scripts: "video" }), match(undefined)])).toBe("video");
    expect(pageScripts([match({ scripts: "app" }), match({ scripts: "video" })])).toBe("app");
    expect(pageScripts([match({ scripts: "none" }), match({ scripts: "video" })])).toBe("video");
  });

  it("asks a handle that chooses from the page's data, and treats a page without data as none", () => {
    const handle = scriptsFromData<{ video: boolean }>((data): PageScripts => (data.video ? "video" : "none"));
    expect(pageScripts([match(handle, { video: true })])).toBe("video");
    expect(pageScripts([match(handle, { video: false })])).toBe("none");
    expect(pageScripts([match(handle, undefined)])).toBe("none");
  });
});

describe("pageIslands", () => {
  it("lists each island that a matched route asks for once, and none where no route asks", () => {
    expect(pageIslands([match(undefined), match({ scripts: "none" })])).toEqual([]);
    expect(
      pageIslands([
        match({ scripts: "none", islands: ["contact-form"] }),
        match({ scripts: "video", islands: ["contact-form"] }),
      ]),
    ).toEqual(["contact-form"]);
  });

  it("asks a handle that chooses its islands from the page's data, and a page without data for none", () => {
    const handle = handleFromData<{ step: number }>((data) => ({
      scripts: "none",
      islands: data.step === 5 ? ["feedback-widget"] : [],
    }));
    expect(pageIslands([match(handle, { step: 5 })])).toEqual(["feedback-widget"]);
    expect(pageIslands([match(handle, { step: 1 })])).toEqual([]);
    expect(pageIslands([match(handle, undefined)])).toEqual([]);
    expect(pageScripts([match(handle, { step: 5 })])).toBe("none");
  });
});
