import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n-routes";
import { csvDocument, csvFormatFor, type CsvOptions } from "./csv";
import { formulaCells, guardedText, hostileTexts, readCsv, readCsvStrictly, startsAsFormula } from "./csv.testing";

const comma: CsvOptions = { separator: ",", decimalMark: "." };
const semicolon: CsvOptions = { separator: ";", decimalMark: "," };

describe("a CSV document", () => {
  it("quotes every text cell, leaves numbers and empty cells bare, and ends each line with CRLF", () => {
    expect(
      csvDocument([["name", "games"], ["Laia", 2], ["Pol", null], [], ["", undefined, true, false]], semicolon),
    ).toBe('"name";"games"\r\n"Laia";2\r\n"Pol";\r\n\r\n;;1;0\r\n');
  });

  it("doubles quotes and keeps separators and line breaks inside the quoted cell", () => {
    const text = 'Hola, "equipo"\r\nadiós';
    const csv = csvDocument([[text, 1]], comma);
    expect(csv).toBe('"Hola, ""equipo""\r\nadiós",1\r\n');
    expect(readCsv(csv, ",")).toEqual([[text, "1"]]);
  });

  it("starts with a UTF-8 byte-order mark only when asked", () => {
    expect(csvDocument([["puntuació"]], { ...semicolon, bom: true })).toBe('\uFEFF"puntuació"\r\n');
    expect(new TextEncoder().encode(csvDocument([["a"]], { ...comma, bom: true })).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(csvDocument([["a"]], comma)).toBe('"a"\r\n');
  });

  it("writes numbers with the format's decimal mark, never as text", () => {
    expect(csvDocument([[98.9, 112, 0.5]], semicolon)).toBe("98,9;112;0,5\r\n");
    expect(csvDocument([[98.9, 112, 0.5]], comma)).toBe("98.9,112,0.5\r\n");
    expect(csvDocument([[-1.5, Number.NaN]], semicolon)).toBe("-1,5;\r\n");
  });

  it("puts an apostrophe before a character that would start a formula, at the start or after any separator", () => {
    const cells = (text: string) => csvDocument([[text]], semicolon).trimEnd();
    expect(cells("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(cells("=1+1")).toBe(`"'=1+1"`);
    expect(cells("  =1")).toBe(`"  '=1"`);
    expect(cells("a\t=1")).toBe(`"a\t'=1"`);
    expect(cells("\t=1")).toBe(`"'\t'=1"`);
    expect(cells('"; =1')).toBe(`"""; '=1"`);
    expect(cells("a, -b")).toBe(`"a, '-b"`);
    expect(cells("2-1=1 a@b.c")).toBe(`"2-1=1 a@b.c"`);
  });

  it("leaves white space after a separator alone: only a formula's character after it gets the apostrophe", () => {
    const message = 'Hola,\r\n\r\n"Laia";\tgracias';
    expect(csvDocument([[message]], semicolon)).toBe(`"${message.replaceAll('"', '""')}"\r\n`);
  });

  it.each(languages)("opens no formula in a spreadsheet, with any separator, for the format of %s", (lang) => {
    const format = csvFormatFor(lang);
    const csv = csvDocument(
      hostileTexts.map((text) => [text, 1, text]),
      { ...format, bom: true },
    );
    expect(formulaCells(csv)).toEqual([]);
    for (const separator of [";", ","]) {
      expect(readCsv(csv, separator).flat().filter(startsAsFormula), separator).toEqual([]);
    }
    // Every text whole, with the writer's apostrophes exactly where the guard puts them.
    const quoted = (text: string) => ({ text: guardedText(text), quoted: true });
    expect(readCsvStrictly(csv, format.separator)).toEqual(
      hostileTexts.map((text) => [quoted(text), { text: "1", quoted: false }, quoted(text)]),
    );
  });

  it("opens no formula for any text, and adds an apostrophe only where a formula could start", () => {
    const text = fc.string({ unit: fc.constantFrom(..."=+-@\t\r\n,;\" 'ab1"), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(comma, semicolon),
        (texts, format) => {
          const csv = csvDocument([texts, [1, ...texts]], format);
          expect(formulaCells(csv)).toEqual([]);
          const read = readCsv(csv, format.separator);
          expect(read[0]?.filter(startsAsFormula)).toEqual([]);
          // By the letter of RFC 4180: each text in quotes, with its apostrophes where the guard puts
          // them and none elsewhere (an empty text is an empty field); the number bare.
          const field = (cell: string) => ({ text: guardedText(cell), quoted: cell !== "" });
          expect(readCsvStrictly(csv, format.separator)).toEqual([
            texts.map(field),
            [{ text: "1", quoted: false }, ...texts.map(field)],
          ]);
          expect(read).toEqual(readCsvStrictly(csv, format.separator).map((row) => row.map((cell) => cell.text)));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("models the guard's apostrophes as its examples have them", () => {
    // The model of the property above, held to the cases written out by hand.
    expect(guardedText("x;=1+1")).toBe("x;'=1+1");
    expect(guardedText("  =1")).toBe("  '=1");
    expect(guardedText("\t=1")).toBe("'\t'=1");
    expect(guardedText('"; =1')).toBe(`"; '=1`);
    expect(guardedText("a, -b")).toBe("a, '-b");
    expect(guardedText("2-1=1 a@b.c")).toBe("2-1=1 a@b.c");
    expect(guardedText("a\n\t@b")).toBe("a\n\t'@b");
    expect(guardedText("'=x")).toBe("'=x");
  });
});

describe("the format of a language", () => {
  it("splits on ; with a decimal comma in Catalan and Spanish, as Excel does there, and on , in English", () => {
    expect(csvFormatFor("ca")).toEqual({ separator: ";", decimalMark: "," });
    expect(csvFormatFor("es")).toEqual({ separator: ";", decimalMark: "," });
    expect(csvFormatFor("en")).toEqual({ separator: ",", decimalMark: "." });
  });
});
