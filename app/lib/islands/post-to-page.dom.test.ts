import { afterEach, describe, expect, it, vi } from "vitest";
import { ISLAND_ATTRIBUTE, jsonForScript } from "./island-data";
import { islandPropsIn, postToPage } from "./post-to-page";

// How an island reads the outcome of a form it posted in the page's place. The page's answers
// themselves (a refusal, a redirect) are the actions' own, tested through the whole Worker and in
// the browser (resources.spec.ts, course.spec.ts).

const pageWith = (name: string, props: unknown) =>
  `<!DOCTYPE html><html><body><main><div ${ISLAND_ATTRIBUTE}="${name}"><p>…</p></div>` +
  `<script type="application/json">${jsonForScript({ props })}</script></main></body></html>`;

/** The feedback widget's form, inside its island (the island it posts for is the one that holds it). */
function form() {
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="feedback-widget">
    <form method="post" action="/es/resources/NeoSalus?step=5#feedback">
    <textarea name="message">Hola &amp; adiós</textarea><input type="hidden" name="step" value="5"></form></div>`;
  return document.querySelector("form") as HTMLFormElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("islandPropsIn", () => {
  it("reads the props that a page wrote for the island, even with </script> in them", () => {
    const props = { refusal: { error: "feedback.rateLimited", message: "</script><b>hi</b>" } };
    expect(islandPropsIn(pageWith("feedback-widget", props), "feedback-widget")).toEqual(props);
  });

  it("finds nothing in a page without the island, or with data that is not JSON", () => {
    expect(islandPropsIn(pageWith("contact-form", { a: 1 }), "feedback-widget")).toBeNull();
    expect(islandPropsIn("<h1>Error 500</h1>", "feedback-widget")).toBeNull();
    const broken = `<div ${ISLAND_ATTRIBUTE}="feedback-widget"></div><script type="application/json">{</script>`;
    expect(islandPropsIn(broken, "feedback-widget")).toBeNull();
  });
});

describe("postToPage", () => {
  it("posts the form's fields URL-encoded to its address, as a document's post", async () => {
    const fetch = vi.fn(async () => new Response(pageWith("feedback-widget", {}), { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    await postToPage(form());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname + new URL(url).search).toBe("/es/resources/NeoSalus?step=5");
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("message=Hola+%26+adi%C3%B3s&step=5");
  });

  it("tells a refusal (the island's new props), a redirect, and no usable answer apart", async () => {
    const refusal = { refusal: { outcome: "rate-limited", error: "feedback.rateLimited", message: "x" } };
    vi.stubGlobal("fetch", async () => new Response(pageWith("feedback-widget", refusal), { status: 429 }));
    expect(await postToPage(form())).toEqual({ kind: "answered", status: 429, props: refusal });

    const followed = new Response("<p>page</p>", { status: 200 });
    Object.defineProperty(followed, "redirected", { value: true });
    vi.stubGlobal("fetch", async () => followed);
    expect(await postToPage(form())).toEqual({ kind: "redirected" });

    vi.stubGlobal("fetch", async () => new Response("<h1>Server error</h1>", { status: 500 }));
    expect(await postToPage(form())).toEqual({ kind: "failed", status: 500 });

    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await postToPage(form())).toEqual({ kind: "failed" });
  });

  it("reads the answer for the island that holds the form, and posts nothing for a form in none", async () => {
    const fetch = vi.fn(async () => new Response(pageWith("contact-form", { a: 1 }), { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    expect(await postToPage(form())).toEqual({ kind: "failed", status: 400 });
    document.body.innerHTML = `<form method="post" action="/es"></form>`;
    expect(await postToPage(document.querySelector("form") as HTMLFormElement)).toEqual({ kind: "failed" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
