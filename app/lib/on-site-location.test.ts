import { describe, expect, it } from "vitest";
import { isOnSiteLocation, onSiteLocation } from "./on-site-location";

const request = new URL("https://estudioxr.example/es/contacto?x=1");

describe("onSiteLocation", () => {
  it("keeps a path of the site, with its query and fragment", () => {
    expect(onSiteLocation("/es/portfolio?a=1#b", request)).toBe("/es/portfolio?a=1#b");
    expect(onSiteLocation("https://estudioxr.example/en", request)).toBe("/en");
  });

  it("never names another site", () => {
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example/es", "\\\\evil.example/x"]) {
      const location = onSiteLocation(target, request);
      expect(isOnSiteLocation(location, request), target).toBe(true);
      expect(location.startsWith("//"), target).toBe(false);
    }
  });

  it("collapses the slashes a resolved dot segment leaves at the start", () => {
    expect(new URL("/.//evil.example", request.origin).pathname).toBe("//evil.example");
    expect(onSiteLocation("/.//evil.example", request)).toBe("/evil.example");
  });
});

describe("isOnSiteLocation", () => {
  it("reads a Location as a browser does", () => {
    expect(isOnSiteLocation("/es", request)).toBe(true);
    expect(isOnSiteLocation("es/portfolio", request)).toBe(true);
    expect(isOnSiteLocation("//evil.example/es", request)).toBe(false);
    expect(isOnSiteLocation("/\\evil.example", request)).toBe(false);
    expect(isOnSiteLocation("https://evil.example", request)).toBe(false);
  });
});
