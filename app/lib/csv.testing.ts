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
