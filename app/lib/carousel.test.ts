import { describe, expect, it } from "vitest";
import { wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("moves within the list", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it("wraps from the last to the first and from the first to the last", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it("copes with an empty list", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
