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

  it("tells apart nicknames that look different", () => {
    const different = [
      "Alumno1",
      "Alumno2",
      "Alumno3",
      "Alumna1",
      "Ana",
      "Anna",
      "Ana 1",
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
