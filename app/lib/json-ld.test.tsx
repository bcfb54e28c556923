import { Meta, Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breadcrumbList } from "./seo";

// JSON-LD is written into a <script> element; content must never be able to end that element.
// Remix's <Meta> serialises `script:ld+json` entries: this renders it with hostile content.
describe("JSON-LD in the document head", () => {
  it("escapes content so that it cannot close the script element, and still parses", () => {
    const hostile = 'Kalyan</script><script>alert("x")</script><!--';
    const jsonLd = breadcrumbList([{ name: hostile, url: "https://estudioxr.example/es" }], "es");
    const Stub = createRemixStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [{ index: true, Component: () => null, meta: () => [{ "script:ld+json": jsonLd }] }],
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(scripts[0]?.[1] ?? "")).toEqual(jsonLd);
  });
});
