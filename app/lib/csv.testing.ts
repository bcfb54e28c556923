// Reading the site's CSV files back as spreadsheets do, for their tests: an RFC 4180 reader (what
// Excel does, with the separator of its language, which need not be the file's) and the split of an
// importer that ignores quotes altogether.

/** Texts that a spreadsheet would run, or that try to get out of their cell first. */
export const hostileTexts = [
  "x;=1+1",
  '=HYPERLINK("http://evil.example","hola")',
  "@SUM(1)",
  "+34 600",
  "-1",
  "a\t=1",
  '"; =1',
  "  =1",
  "\t=1",
  "\r=1",
  "a,=1;+1\t-1\n@1\r\n=1",
  '";"=1',
] as const;

/** The separators a spreadsheet may split a CSV on: Excel's in English, in Spanish or Catalan, and a tab. */
export const spreadsheetSeparators = [",", ";", "\t"] as const;

/**
 * The rows of a CSV as an RFC 4180 reader sees them when it splits on `separator`: a quote opens a
 * quoted cell only at a cell's start, `""` inside it is a quote, and what follows its closing quote
 * is kept as text. A byte-order mark at the start is not part of the first cell.
 */
export function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let atCellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = "";
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let index = text.startsWith("\uFEFF") ? 1 : 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && atCellStart) quoted = true;
    else if (char === separator) {
      endCell();
      continue;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text.charAt(index + 1) === "\n") index += 1;
      endRow();
      continue;
    } else cell += char;
    atCellStart = false;
  }
  if (cell !== "" || row.length > 0 || quoted) endRow();
  return rows;
}

/** The cells of an importer that ignores quotes: every line break ends a row, every separator a cell. */
function splitIgnoringQuotes(text: string, separator: string): string[] {
  return (
    text
      .replace(/^\uFEFF/, "")
      .split(/\r\n|\r|\n/)
      .flatMap((line) => line.split(separator))
      // Such an importer may still drop the quote that opens a cell.
      .map((cell) => cell.replace(/^"/, ""))
  );
}

/** A cell a spreadsheet would read as a formula: = + - or @ first, after any white space. */
export function opensAsFormula(cell: string): boolean {
  return /^[ \t\r\n]*[=+\-@]/.test(cell);
}

/** A cell that starts as OWASP's list of formula starts says, after any spaces: = + - @, a tab or a CR. */
export function startsAsFormula(cell: string): boolean {
  return /^ *[=+\-@\t\r]/.test(cell);
}

/**
 * Every cell of the text that would open as a formula, read with each separator a spreadsheet
 * may use, by an RFC 4180 reader and by one that ignores quotes (none, for a safe file).
 */
export function formulaCells(text: string): string[] {
  return spreadsheetSeparators.flatMap((separator) =>
    [...readCsv(text, separator).flat(), ...splitIgnoringQuotes(text, separator)]
      .filter(opensAsFormula)
      .map((cell) => `${JSON.stringify(separator)}: ${JSON.stringify(cell)}`),
  );
}

/** A field as RFC 4180 reads it: its text, and whether it was written in double quotes. */
export interface CsvField {
  text: string;
  quoted: boolean;
}

/**
 * The records of a CSV by the letter of RFC 4180, with `separator` for its comma: a field is quoted
 * whole or not at all, `""` is a quote inside a quoted field, a quote anywhere else, text after a
 * closing quote, a quoted field left open, or a line not ended by CRLF is an error (the site's
 * files end every line with one). A byte-order mark at the start is not part of the first field.
 * Stricter than `readCsv`, which reads what a spreadsheet makes of any text: this one says whether
 * the writer wrote what it meant to.
 */
export function readCsvStrictly(text: string, separator: string): CsvField[][] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvField[][] = [];
  let record: CsvField[] = [];
  let index = 0;
  const fail = (why: string): never => {
    throw new Error(`Not RFC 4180 at ${index} of ${JSON.stringify(body)}: ${why}`);
  };
  const quotedField = (): CsvField => {
    let value = "";
    for (index += 1; ; index += 1) {
      if (index >= body.length) return fail("a quoted field is not closed");
      const char = body.charAt(index);
      if (char !== '"') value += char;
      else if (body.charAt(index + 1) === '"') {
        value += '"';
        index += 1;
      } else {
        index += 1;
        return { text: value, quoted: true };
      }
    }
  };
  const bareField = (): CsvField => {
    let value = "";
    for (; index < body.length && ![separator, "\r", "\n"].includes(body.charAt(index)); index += 1) {
      if (body.charAt(index) === '"') fail("a quote in a field that is not quoted");
      value += body.charAt(index);
    }
    return { text: value, quoted: false };
  };
  while (index < body.length) {
    record.push(body.charAt(index) === '"' ? quotedField() : bareField());
    if (body.charAt(index) === separator) {
      index += 1;
      // A separator that ends the text leaves a field, and a line, unfinished.
      if (index >= body.length) fail("the last line has no CRLF");
    } else if (body.startsWith("\r\n", index)) {
      records.push(record);
      record = [];
      index += 2;
    } else fail(index >= body.length ? "the last line has no CRLF" : "a lone CR or LF, or text after a closing quote");
  }
  return records;
}

/** Characters that open a formula where the writer guards a text (lib/csv.ts): = + - @. */
const formulaOpeners = "=+-@";
/** What opens a formula at a text's very start (after any spaces) too: a tab or a CR. */
const openersAtStart = `${formulaOpeners}\t\r`;
/** Characters some importer splits a cell at, and the quote a doubled quote leaves at a cell's start. */
const cellBreakers = ',;\t\r\n"';

/**
 * A text as the writer should guard it, modelled character by character apart from the writer's
 * own expression: an apostrophe right before a character that would open a formula, that is
 * `= + - @`, a tab or a CR at the text's start, or `= + - @` after one of `, ; tab CR LF "`,
 * each with any spaces between; nowhere else, and every other character kept as it was.
 */
export function guardedText(text: string): string {
  let guarded = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    let spacesFrom = index;
    while (spacesFrom > 0 && text.charAt(spacesFrom - 1) === " ") spacesFrom -= 1;
    const atStart = spacesFrom === 0 && openersAtStart.includes(char);
    const afterBreak = spacesFrom > 0 && cellBreakers.includes(text.charAt(spacesFrom - 1));
    if (atStart || (afterBreak && formulaOpeners.includes(char))) guarded += "'";
    guarded += char;
  }
  return guarded;
}
