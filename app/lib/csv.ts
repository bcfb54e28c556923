import { contactFields } from "../features/contact/contact-rules";

// CSV (RFC 4180) of what visitors sent, for the operators: `npm run contacts:export`
// (scripts/contacts-export.ts) and the console's downloads (/admin/contacts.csv, /admin/comments.csv).

/** The stored columns, the form's fields in their order among them. */
export const contactColumns = ["id", "created_at", ...contactFields, "locale", "consent_version"] as const;

/** The stored columns of a comment of the feedback widget. */
export const commentColumns = ["id", "created_at", "page_url", "message", "user_agent"] as const;

type CsvValue = string | number | boolean | null | undefined;

export type ContactRow = Partial<Record<(typeof contactColumns)[number], CsvValue>>;

/**
 * One CSV field. A text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) gets a leading apostrophe: the visitor typed it, and opening the export
 * must not execute it. A phone number such as +34… is therefore shown as '+34….
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "1" : "0";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (with its CRLF end) of a row's values in the columns' order. */
export function csvLine<Column extends string>(
  columns: readonly Column[],
  row: Partial<Record<Column, CsvValue>>,
): string {
  return `${columns.map((column) => csvField(row[column])).join(",")}\r\n`;
}

/** The header line of a CSV of these columns. */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.join(",")}\r\n`;
}

/** The CSV text of the rows: a header line, then one line per contact, CRLF line ends. */
export function contactsCsv(rows: ContactRow[]): string {
  return csvHeader(contactColumns) + rows.map((row) => csvLine(contactColumns, row)).join("");
}
