import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_COMPRESSIONS } from "../measures/rules";
import { depthsMmOf, pressesAtOf, timingFields } from "./timing-fields";

const fields = z.object(timingFields);

describe("the presses' times of a save", () => {
  it("are comma-separated whole milliseconds of up to seven digits, the empty text none", () => {
    expect(pressesAtOf("0,545,9999999", 10)).toEqual([0, 545, 9_999_999]);
    expect(pressesAtOf("", 10)).toEqual([]);
  });

  it("refuse anything else: eight digits, a fraction, a sign, spaces, an empty item", () => {
    for (const text of ["12345678", "1.5", "-3", "1, 2", "1,,2", ",1", "1,"]) expect(pressesAtOf(text, 10)).toBeNull();
  });

  it("refuse a text longer than `most` times of seven digits with their commas, before the pattern is tried", () => {
    const most = 3;
    expect(pressesAtOf(["1234567", "1234567", "1234567"].join(","), most)).toHaveLength(3);
    expect(pressesAtOf("1".repeat(most * 8 + 1), most)).toBeNull();
  });

  it("leave how many there are to the measures: short times may number more than `most`", () => {
    expect(pressesAtOf("1,2,3,4,5,6", 3)).toHaveLength(6);
  });
});

describe("the depths of a save", () => {
  it("are millimetres to a tenth, up to three digits", () => {
    expect(depthsMmOf("50,52.5,999.9", 10)).toEqual([50, 52.5, 999.9]);
    expect(depthsMmOf("", 10)).toEqual([]);
  });

  it("refuse four digits, two decimals, a bare point and a text longer than `most` depths", () => {
    for (const text of ["1000", "5.25", "5.", ".5", "5,,6"]) expect(depthsMmOf(text, 10)).toBeNull();
    expect(depthsMmOf("5".repeat(2 * 6 + 1), 2)).toBeNull();
  });
});

describe("the schema's fields", () => {
  it("parse the lists with the same parsers, as numbers", () => {
    const parsed = fields.parse({ presses_at: "0,545", depths_mm: "50,51.5", duration_ms: 600 });
    expect(parsed).toEqual({ presses_at: [0, 545], depths_mm: [50, 51.5], duration_ms: 600 });
  });

  it("refuse an empty list or a text longer than a game's most presses, with the game's message", () => {
    const tooLong = Array.from({ length: MAX_COMPRESSIONS + 1 }, () => "1234567").join(",");
    for (const sent of [{ presses_at: "" }, { depths_mm: "" }, { presses_at: tooLong }, { presses_at: "1,x" }]) {
      const result = fields.safeParse(sent);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("game.save.rejected");
    }
  });
});
