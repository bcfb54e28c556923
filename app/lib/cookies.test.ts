import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("reads one cookie among others, decoded", () => {
    expect(readCookie("a=1; lang=en; b=x%20y", "lang")).toBe("en");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie("a=1", "lang")).toBeNull();
    expect(readCookie(null, "lang")).toBeNull();
  });

  it("treats a value that is not valid percent-encoding as absent instead of throwing", () => {
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
    expect(readCookie("lang=%", "lang")).toBeNull();
  });
});
