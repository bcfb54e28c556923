import { describe, expect, it } from "vitest";
import { HIDDEN_LETTER, skeleton } from "./letter-skeleton.server";
import { codeReadings, foldCode, foldEntry, foldedReadings } from "./name-folding.server";

describe("the folding of a name", () => {
  it("drops case and accents and reads ç, ñ and l·l as plain letters", () => {
    expect(foldedReadings("Pèrez Ñúñez Çà")[0]).toEqual(["perez", "nunez", "ca"]);
    expect(foldedReadings("Lluïsa l·l ŀl")[0]).toEqual(["lluisa", "ll", "ll"]);
    expect(foldedReadings("Marcel·lí")[0]).toEqual(["rnarcelli"]);
  });

  it("counts a run of a letter as one, except ll and rr", () => {
    expect(foldedReadings("Puuuuta Zorrrra Pollla")[0]).toEqual(["puta", "zorra", "polla"]);
    expect(foldedReadings("Pola Zora Pera")[0]).toEqual(["pola", "zora", "pera"]);
  });

  it("reads digits and symbols as the letters they stand for, and also as separators", () => {
    expect(foldedReadings("F0ll4d0r")).toContainEqual(["follador"]);
    expect(foldedReadings("h1j0")).toContainEqual(["hijo"]);
    expect(foldedReadings("po11a")).toContainEqual(["polla"]);
    expect(foldedReadings("Puta69")).toContainEqual(["puta"]);
    expect(foldedReadings("$@nt0$")).toContainEqual(["santos"]);
  });

  it("joins runs of one-letter words and splits on separators", () => {
    expect(foldedReadings("p u t a")[0]).toEqual(["puta"]);
    expect(foldedReadings("f.u.c.k-you")[0]).toEqual(["fuck", "you"]);
    expect(foldedReadings("Philip K. Dick")[0]).toEqual(["philip", "k", "dick"]);
  });

  it("ignores invisible characters inside a word instead of splitting it there", () => {
    for (const invisible of [
      "\u200B",
      "\u200C",
      "\u200D",
      "\u200E",
      "\u2060",
      "\u00AD",
      "\u3164",
      "\u034F",
      "\uFE0F",
    ]) {
      expect(foldedReadings(`pu${invisible}ta`)[0], JSON.stringify(invisible)).toEqual(["puta"]);
    }
  });

  it("reads look-alike letters of other scripts as the Latin ones", () => {
    expect(foldedReadings("рuta")[0]).toEqual(["puta"]); // Cyrillic р
    expect(foldedReadings("Рuта")[0]).toEqual(["puta"]); // Cyrillic Р and а
    expect(foldedReadings("ΡUΤΑ")[0]).toEqual(["puta"]); // Greek capitals
    expect(foldedReadings("сabrón")[0]).toEqual(["cabron"]); // Cyrillic с
    expect(foldedReadings("іdіota")[0]).toEqual(["idiota"]); // Cyrillic і
    expect(foldedReadings("ІDIOTA")[0]).toEqual(["idiota"]); // Cyrillic І, whose own prototype is l
    expect(foldedReadings("Мierda")[0]).toEqual(["rnierda"]); // Cyrillic М
    expect(foldedReadings("ｐｕｔａ")[0]).toEqual(["puta"]);
    expect(foldedReadings("𝐩𝐮𝐭𝐚")[0]).toEqual(["puta"]);
  });

  it("reads m as rn and v as u, in names as in entries", () => {
    expect(foldedReadings("Mierda")[0]).toEqual([foldEntry("mierda")]);
    expect(foldedReadings("rnierda")[0]).toEqual([foldEntry("mierda")]);
    expect(foldedReadings("pvta")[0]).toEqual([foldEntry("puta")]);
    expect(foldedReadings("Vulva")[0]).toEqual([foldEntry("vulva")]);
  });

  it("counts a run of one character as one when it reads as several letters, and an m alone as one letter", () => {
    expect(foldedReadings("mmmierda")[0]).toEqual([foldEntry("mierda")]);
    expect(foldedReadings("m i e r d a")[0]).toEqual([foldEntry("mierda")]);
  });

  it("also reads camelCase words apart", () => {
    expect(foldedReadings("MarcPuigGordo")).toContainEqual(["rnarc", "puig", "gordo"]);
    expect(foldedReadings("MarcPuigGordo")[0]).toEqual(["rnarcpuigordo"]);
    expect(foldedReadings("XMLParser")).toContainEqual(["xrnl", "parser"]);
    expect(foldedReadings("marc puig")).toHaveLength(5);
  });

  it("reads masking characters as hidden letters where a word shows two letters and no fewer than it hides", () => {
    const hidden = (word: string) => word.replaceAll("?", HIDDEN_LETTER);
    expect(foldedReadings("p*ta")).toContainEqual([hidden("p?ta")]);
    expect(foldedReadings("P#T4")).toContainEqual([hidden("p?ta")]);
    expect(foldedReadings("p**a")).toContainEqual([hidden("p??a")]);
    expect(foldedReadings("p * t a")).toContainEqual([hidden("p?ta")]);
    expect(foldedReadings("Ana * Pol")).toContainEqual(["ana", "pol"]);
    const wordsWithHiddenLetters = (name: string) =>
      foldedReadings(name)
        .flat()
        .filter((word) => word.includes(HIDDEN_LETTER));
    expect(wordsWithHiddenLetters("p***")).toEqual([]);
    // Not the underscore of a username, nor a question mark typed as such.
    expect(wordsWithHiddenLetters("Marc_Pol? Ona")).toEqual([]);
  });

  it("reads an underscore inside a short word as a hidden letter, and a number apart as no letters", () => {
    expect(foldedReadings("p_ta")).toContainEqual([`p${HIDDEN_LETTER}ta`]);
    expect(foldedReadings("Marc_10").flat()).not.toContain("rnarc?io");
    expect(foldedReadings("Pol 14")).not.toContainEqual(["pol", "la"]);
    expect(foldedReadings("Pol14")).toContainEqual(["polla"]);
  });

  it("also reads k as c, where there is one", () => {
    expect(foldedReadings("marikon")).toContainEqual([foldEntry("maricón")]);
    expect(foldedReadings("m4r1k0n")).toContainEqual([foldEntry("maricón")]);
    expect(foldedReadings("Kike")).toContainEqual(["kike"]);
    expect(foldedReadings("Kike")).toContainEqual(["cice"]);
  });
});

describe("the skeleton", () => {
  it("is Unicode's: each character as its prototype, in NFD", () => {
    expect(skeleton("раураl")).toBe("paypal");
    expect(skeleton("m")).toBe("rn");
    expect(skeleton("I1|0")).toBe("lllO");
    expect(skeleton("à")).toBe("a\u0300");
  });
});

describe("the reading of codes", () => {
  it("keeps every letter and reads digits parted by spaces or punctuation as one number", () => {
    expect(codeReadings("K.K.K.")).toEqual([" kkk "]);
    expect(codeReadings("Marc 14/88")).toEqual([" rnarc 1488 "]);
    expect(codeReadings("14 - 88")).toEqual([" 1488 "]);
    expect(codeReadings("Combat18")).toEqual([" cornbat 18 "]);
    expect(codeReadings("MarcKKK")).toEqual([" rnarckkk ", " rnarc kkk "]);
  });

  it("folds a code as a name", () => {
    expect(foldCode("Combat 18")).toBe(" cornbat 18 ");
    expect(foldCode("14 words")).toBe(" 14 words ");
  });
});
