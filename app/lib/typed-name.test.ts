import { describe, expect, it } from "vitest";
import { nameKey, normalizeTypedName } from "./typed-name";

describe("normalizeTypedName", () => {
  it.each([
    ["Anna\u200B", "Anna"], // zero-width space
    ["\u200BAnna", "Anna"],
    ["An\u200Bna", "Anna"],
    ["Anna\u200E", "Anna"], // left-to-right mark
    ["\u202EAnna", "Anna"], // right-to-left override
    ["An\u00ADna", "Anna"], // soft hyphen
    ["Anna\u2060", "Anna"], // word joiner
    ["Anna\uFEFF", "Anna"], // byte order mark
    ["Anna\u3164", "Anna"], // Hangul filler
    ["Anna\u034F", "Anna"], // combining grapheme joiner
    ["Anna\u180E", "Anna"], // Mongolian vowel separator
    ["Anna\uFFF9", "Anna"], // interlinear annotation anchor, a format character that is not default-ignorable
    ["An\uFFFAna\uFFFB", "Anna"], // its separator and terminator
    ["Anna\u{E0041}\u{E007F}", "Anna"], // tag characters
    ["\u0600Anna", "Anna"], // an Arabic number sign
    ["Anna\u{13430}", "Anna"], // an Egyptian format control
    ["❤\uFE0F Anna", "❤ Anna"], // variation selector
    ["Ａｎｎａ", "Anna"], // fullwidth
    ["𝐀𝐧𝐧𝐚", "Anna"], // mathematical bold
    ["  Anna   Puig  ", "Anna Puig"],
    ["Anna\u00A0\u2003Puig", "Anna Puig"], // no-break and em spaces
    ["Anna\u2800Puig\u2800", "Anna Puig"], // braille blank
    ["Anna \u200B Puig", "Anna Puig"],
  ])("reads %j as %j", (typed, stored) => {
    expect(normalizeTypedName(typed)).toBe(stored);
  });

  it("composes a letter and its accent once an invisible character between them is gone", () => {
    expect(normalizeTypedName("A\u034F\u0300lex")).toBe("Àlex");
    expect(normalizeTypedName("A\u0300lex")).toBe("Àlex");
  });

  it("leaves ordinary names as they are", () => {
    for (const name of ["Àlex", "Núria Martí", "Marcel·lí", "Ñoño", "O'Brien", "Zoë", "Jean-Luc", "李小龙", "Ana92"]) {
      expect(normalizeTypedName(name)).toBe(name);
    }
  });

  it("reads a name of nothing but invisible characters and spaces as empty", () => {
    expect(normalizeTypedName("\u200B \u3164\u2800\u200E")).toBe("");
  });
});

describe("nameKey", () => {
  it("gives one key to names that look the same or differ only in case", () => {
    const key = nameKey("Anna");
    for (const name of ["ANNA", "anna", "Anna\u200B", "\u200BAnna", "Anna\u200E", "Ａｎｎａ", " Anna ", "An\u00ADna"]) {
      expect(nameKey(name), JSON.stringify(name)).toBe(key);
    }
    expect(nameKey("Àlex")).toBe(nameKey("àlex"));
    expect(nameKey("ÀLEX")).toBe(nameKey("àlex"));
    expect(nameKey("Marc Puig")).toBe(nameKey("marc   PUIG"));
  });

  it("keeps accents: Alex and Àlex are two names", () => {
    expect(nameKey("Alex")).not.toBe(nameKey("Àlex"));
    expect(nameKey("Marti")).not.toBe(nameKey("Martí"));
    expect(nameKey("Nuria")).not.toBe(nameKey("Núria"));
  });

  it("folds case as Unicode's full case folding does", () => {
    expect(nameKey("Strauß")).toBe(nameKey("STRAUSS"));
    expect(nameKey("Strauß")).toBe("strauss");
    expect(nameKey("ΟΔΟΣ")).toBe(nameKey("οδος"));
    expect(nameKey("οδοσ")).toBe(nameKey("οδος"));
    expect(nameKey("Σ")).toBe(nameKey("σ"));
    expect(nameKey("ς")).toBe(nameKey("σ"));
    expect(nameKey("ΣΟΦΙΑ")).toBe(nameKey("σοφια"));
    expect(nameKey("Ｓｏｆｉａ")).toBe(nameKey("SOFIA"));
    expect(nameKey("ǅenan")).toBe(nameKey("DŽENAN"));
  });

  it("maps the dotted capital I to i and a combining dot, as full case folding does, apart from I", () => {
    expect(nameKey("İlkay")).toBe("i\u0307lkay");
    expect(nameKey("İlkay")).not.toBe(nameKey("Ilkay"));
    expect(nameKey("Ilkay")).toBe("ilkay");
  });

  it("is the same for a name and its stored form", () => {
    for (const name of ["Àlex\u200B", "Ａｎｎａ", "  Strauß ", "ΟΔΟΣ"]) {
      expect(nameKey(normalizeTypedName(name))).toBe(nameKey(name));
    }
  });
});
