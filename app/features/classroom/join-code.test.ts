import { describe, expect, it } from "vitest";
import { isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, newJoinCode, normalizeJoinCode } from "./join-code";

describe("join codes", () => {
  it("have no characters that look alike", () => {
    for (const lookAlike of "0O1IL") expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it("are six characters of the alphabet, different each time", () => {
    const codes = Array.from({ length: 200 }, () => newJoinCode());
    for (const code of codes) {
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(isJoinCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it("draw again the bytes that would favour the first characters", () => {
    // 248 and above would make the first characters likelier: skipped, the next fair bytes used.
    const script = [255, 248, 0, 1, 2, 3, 4, 30, 31, 62, 0, 0, 0, 0];
    const code = newJoinCode((bytes) => bytes.set(script.slice(0, bytes.length)));
    expect(code).toBe("ABCDE9");
  });

  it("are read as pupils type them", () => {
    expect(normalizeJoinCode(" k7m-pq2 ")).toBe("K7MPQ2");
    expect(isJoinCode(normalizeJoinCode("k7m pq2"))).toBe(true);
    expect(isJoinCode("K7MPQ")).toBe(false);
    expect(isJoinCode("K7MPQ0")).toBe(false);
    expect(isJoinCode("K7MPQ22")).toBe(false);
  });
});
