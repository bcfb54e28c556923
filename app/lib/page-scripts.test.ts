import { describe, expect, it } from "vitest";
import { pageScripts, scriptsFromData, type PageScripts } from "./page-scripts";

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
