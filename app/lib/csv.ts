import type { Lang } from "~/i18n-routes";

// CSV (RFC 4180: cells in double quotes, CRLF line ends) for files people open in a spreadsheet: the
// console's exports and a class's results. Cells hold what visitors and pupils typed, so none may
// open as a formula, whichever separator the spreadsheet splits on.
// Hand-written: csv-stringify, papaparse and @fast-csv/format guard a cell's first character, not one after a `;`.

export type CsvValue = string | number | boolean | null | undefined;

/**
 * How a spreadsheet set to a language splits a CSV and reads its numbers: Excel in Spanish or
 * Catalan splits on `;` (the comma is their decimal mark), Excel in English on `,`.
 */
export type CsvFormat = { separator: ","; decimalMark: "." } | { separator: ";"; decimalMark: "," };

export type CsvOptions = CsvFormat & {
  /** A UTF-8 byte-order mark first: without it Excel reads UTF-8 as Windows-1252 ("puntuaciÃ³"). */
  bom?: boolean;
};

const commaFormat: CsvFormat = { separator: ",", decimalMark: "." };
const semicolonFormat: CsvFormat = { separator: ";", decimalMark: "," };

/** The format of a file for people who read the site in `lang`: figures as its pages write them (98,9 or 98.9). */
export function csvFormatFor(lang: Lang): CsvFormat {
  return lang === "en" ? commaFormat : semicolonFormat;
}

/**
 * Where a spreadsheet would read a formula: at the text's start, `=`, `+`, `-`, `@`, a tab or a CR
 * (after any spaces); after a character some importer splits on (`,`, `;`, a tab, a line break),
 * or after a quote (a doubled quote that such an importer finds at a cell's start reads as an empty
 * quoted text), `=`, `+`, `-` or `@`. A tab or line break there is white space before the next
 * character, which is checked in its turn.
 */
const formulaStart = /^( *)(?=[=+\-@\t\r])|(?<=[,;\t\r\n"])( *)(?=[=+\-@])/g;

/**
 * A text cell, always quoted, with an apostrophe before any character that could start a formula.
 * Quoting alone is not enough: some importers ignore quotes or split on another separator than the
 * file's, and a pasted cell loses them, and then `x;=1+1` holds a cell `=1+1`.
 */
function textCell(text: string): string {
  const guarded = text.replace(formulaStart, (_, start?: string, after?: string) => `${start ?? after ?? ""}'`);
  return `"${guarded.replaceAll('"', '""')}"`;
}

/** A number as the format writes it (98,9 with a decimal comma), unquoted: a number never opens as a formula. */
function numberCell(value: number, format: CsvFormat): string {
  return Number.isFinite(value) ? String(value).replace(".", format.decimalMark) : "";
}

function cell(value: CsvValue, format: CsvFormat): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return numberCell(value, format);
  return textCell(value);
}

/**
 * The CSV text of the rows, each line ended by CRLF (an empty row is a blank line), with a
 * byte-order mark first when asked. Numbers and empty cells are bare; every text cell is quoted.
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[], options: CsvOptions): string {
  const lines = rows.map((row) => `${row.map((value) => cell(value, options)).join(options.separator)}\r\n`);
  return `${options.bom ? "\uFEFF" : ""}${lines.join("")}`;
}
