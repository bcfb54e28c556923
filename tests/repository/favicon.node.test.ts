import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconDataUrl, faviconSvg } from "../../app/lib/favicon";

describe("the icon written into the pages", () => {
  it("is public/favicon.svg", () => {
    const file = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
    expect(faviconSvg).toBe(file.trim());
  });

  it("decodes back to the icon", () => {
    expect(decodeURIComponent(faviconDataUrl.replace("data:image/svg+xml,", ""))).toBe(faviconSvg);
  });
});
