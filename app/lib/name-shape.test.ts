import { describe, expect, it } from "vitest";
import { displayWidth, MAX_STACKED_MARKS, nameShapeProblem } from "./name-shape";

const MAX = 20;

describe("nameShapeProblem", () => {
  it("accepts names of every script that fit a line", () => {
    const names = ["Àlex", "Núria Martí", "Marcel·lí", "O'Brien", "Ana92", "李小龙", "김민준", "Нина", "Σοφία"];
    const more = ["محمد", "नमस्ते", "Nguyễn Thị Ánh", "กี่", "Pau 😀", "Zoë", "7", "xX_Marc_Xx", "★ Laia ★"];
    expect([...names, ...more].filter((name) => nameShapeProblem(name, MAX) !== null)).toEqual([]);
  });

  it("refuses a name without a letter or a digit", () => {
    for (const name of ["🖕🖕", "!!!", "...", "★", "😀😀", "-_-", "\u0301"]) {
      expect(nameShapeProblem(name, MAX), JSON.stringify(name)).toBe("invalid");
    }
  });

  it(`refuses more than ${MAX_STACKED_MARKS} combining marks stacked on one character`, () => {
    const zalgo = "Z" + "\u0301\u0316\u0344\u0353\u0360\u0361\u0489".repeat(3).slice(0, 19);
    expect(nameShapeProblem(zalgo, MAX)).toBe("invalid");
    expect(nameShapeProblem("Ana\u0301\u0316\u0353", MAX)).toBe("invalid");
    // Two, as Vietnamese writes them, composed or apart.
    expect(nameShapeProblem("Ệ", MAX)).toBeNull();
    expect(nameShapeProblem("E\u0323\u0302", MAX)).toBeNull();
    // An invisible character between marks does not part the stack: it is gone from the stored name.
    expect(nameShapeProblem("Ana\u0301\u200B\u0316\u0353", MAX)).toBe("invalid");
  });

  it("refuses characters that print as wide as a word", () => {
    for (const name of ["Pau \u{1242B}", "\u{12219}", "Ana \uFDFD", "Ana\u2E3B", "Ana \uA9C5", "Pau \u0BFA"]) {
      expect(nameShapeProblem(name, MAX), JSON.stringify(name)).toBe("invalid");
    }
  });

  it("counts East Asian characters and emoji as two columns, marks as none", () => {
    expect(displayWidth("Anna")).toBe(4);
    expect(displayWidth("李小龙")).toBe(6);
    expect(displayWidth("Pau 😀")).toBe(6);
    expect(displayWidth("A\u0301na")).toBe(3);
    expect(nameShapeProblem("李".repeat(10), MAX)).toBeNull();
    expect(nameShapeProblem("李".repeat(11), MAX)).toBe("tooLong");
  });

  it("measures the name as it is stored: a ligature that stands for a sentence by its words", () => {
    expect(nameShapeProblem("Pau \uFDFA", MAX)).toBe("tooLong");
  });

  it("refuses a name longer than the field's maxLength, and control characters", () => {
    expect(nameShapeProblem("x".repeat(MAX), MAX)).toBeNull();
    expect(nameShapeProblem("x".repeat(MAX + 1), MAX)).toBe("tooLong");
    expect(nameShapeProblem("Ana\u0000", MAX)).toBe("invalid");
    expect(nameShapeProblem("Ana\u202E", MAX)).toBe("invalid");
  });
});
