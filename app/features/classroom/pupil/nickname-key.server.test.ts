import { describe, expect, it } from "vitest";
import { nicknameKey } from "./nickname-key.server";

/** Whether every nickname of the list has the key of the first. */
function oneKey(names: readonly string[]): boolean {
  return new Set(names.map(nicknameKey)).size === 1;
}

describe("nicknameKey", () => {
  it("gives one key to a nickname and its look-alikes of other scripts and of fullwidth forms", () => {
    const lookAlikes = [
      "Alumno3",
      "Alumn\u043E3", // Cyrillic о
      "\u0391\u0399umno3", // Greek capital Alpha and Iota
      "\uFF21\uFF4C\uFF55\uFF4D\uFF4E\uFF4F\uFF13", // fullwidth
      "\u0410lumno3", // Cyrillic А
      "A\u217Cumno3", // the small Roman numeral fifty
      "AIumno3", // a capital I for the small l
      "A1umno3",
      "Alurnno3", // "rn" for "m"
      "A\u200Blumno3", // with an invisible character
    ];
    expect(lookAlikes.map(nicknameKey)).toEqual(Array(lookAlikes.length).fill(nicknameKey("Alumno3")));
  });

  it("gives one key to a nickname in any case, in every script", () => {
    expect(oneKey(["Alumno1", "alumno1", "ALUMNO1", "aLuMnO1"])).toBe(true);
    expect(oneKey(["Àlex", "àlex", "ÀLEX"])).toBe(true);
    expect(oneKey(["Strauß", "STRAUSS", "strauss"])).toBe(true);
    expect(oneKey(["Тимур", "ТИМУР", "тимур"])).toBe(true);
    expect(oneKey(["Σοφία", "ΣΟΦΊΑ", "σοφία"])).toBe(true);
    expect(oneKey(["Ivan", "ivan", "IVAN", "\u0406van"])).toBe(true); // Cyrillic І
  });

  it("reads capitals of other scripts as the Latin capitals they look like, small letters too", () => {
    expect(oneKey(["Tom", "\u0422\u043Em", "\u03A4\u039F\u039C"])).toBe(true); // Cyrillic Т, о; Greek Τ, Ο, Μ
    expect(oneKey(["Hugo", "\u0397ugo"])).toBe(true); // Greek Η
    expect(oneKey(["Pau", "\u0420au", "\u03A1au", "\u0440au"])).toBe(true); // Cyrillic Р, р; Greek Ρ
    expect(oneKey(["Oscar", "0scar", "\u041Escar", "\u039Fscar"])).toBe(true);
  });

  it("keeps accents, which the projector shows: Alex and Àlex are two pupils", () => {
    expect(nicknameKey("Alex")).not.toBe(nicknameKey("Àlex"));
    expect(nicknameKey("Marti")).not.toBe(nicknameKey("Martí"));
    expect(nicknameKey("Zoe")).not.toBe(nicknameKey("Zoë"));
    // An accent composed or apart, or on a look-alike letter, is the same accent.
    expect(oneKey(["Zoë", "Zoe\u0308", "Z\u043Eë", "Zo\u0451"])).toBe(true); // Cyrillic о, ё
    expect(oneKey(["Martí", "Marti\u0301", "Mart\u0456\u0301"])).toBe(true); // Cyrillic і
  });

  it("gives a nickname's key to it with characters that draw nothing or nearly nothing", () => {
    const twins = {
      "interlinear annotation anchor": "Alumno3\uFFF9",
      "interlinear annotation separator": "Alumno3\uFFFA",
      "interlinear annotation terminator": "Alumno3\uFFFB",
      "annotation inside": "Alu\uFFF9mno\uFFFB3",
      "combining dot below a digit": "Alumno3\u0323",
      "two dots below": "Alumno3\u0323\u0323",
      "an accent on a digit": "Alumno3\u0301",
      "a full stop": "Alumno3.",
      "punctuation at both ends": "\u00B7Alumno3\u2026",
      "a space and a full stop": "Alumno3 .",
      "a modifier letter apostrophe": "Alumno3\u02BC",
      "zero-width joiner": "Alum\u200Dno3",
      "zero-width non-joiner": "Alumno\u200C3",
      "word joiner": "Alumno3\u2060",
      "Mongolian vowel separator": "Alumno3\u180E",
      "combining grapheme joiner": "Alumno3\u034F",
      "variation selectors": "Alumno3\uFE0F\u{E0100}",
      "tag characters": "Alumno3\u{E0041}\u{E007F}",
      "bidirectional controls": "\u202AAlumno3\u202C\u2067\u2069\u200E",
      "Arabic letter mark": "Alumno3\u061C",
      "private use": "Alumno3\uE000",
      unassigned: "Alumno3\u0378",
    };
    const key = nicknameKey("Alumno3");
    for (const [kind, twin] of Object.entries(twins)) expect(nicknameKey(twin), kind).toBe(key);
  });

  it("drops a loose mark on a letter, yet keeps each accent that makes a precomposed letter", () => {
    expect(nicknameKey("Ale\u0301\u0301x")).toBe(nicknameKey("Aléx"));
    expect(nicknameKey("Alex\u20DD")).toBe(nicknameKey("Alex"));
    expect(oneKey(["Àlex", "A\u0300lex", "Àlex."])).toBe(true);
    expect(new Set(["Alex", "Àlex", "Álex", "Alèx", "Ạlex"].map(nicknameKey)).size).toBe(5);
    expect(nicknameKey("Nguyễn")).not.toBe(nicknameKey("Nguyen"));
  });

  it("keeps the marks of scripts that write vowels with them", () => {
    expect(nicknameKey("नमस्ते")).not.toBe(nicknameKey("नमसत"));
    expect(nicknameKey("مُحَمَّد")).not.toBe(nicknameKey("محمد"));
  });

  it("tells apart nicknames that look different", () => {
    const different = [
      "Alumno1",
      "Alumno2",
      "Alumno3",
      "Alumna1",
      "Ana",
      "Anna",
      "Ana 1",
      "Ana.1",
      "Ana-1",
      "Nora",
      "Noa",
      "Marc",
      "Mark",
    ];
    expect(new Set(different.map(nicknameKey)).size).toBe(different.length);
  });

  it("reads i and l as one letter, since a capital I looks like a small l", () => {
    expect(nicknameKey("Ivan")).toBe(nicknameKey("lvan"));
    expect(nicknameKey("Pol")).toBe(nicknameKey("Poi"));
  });
});
