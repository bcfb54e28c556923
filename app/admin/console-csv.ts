import { contactFields } from "~/features/contact/contact-rules";
import { csvDocument, csvFormatFor, type CsvValue } from "~/lib/csv";

// The console's CSV files: /admin/contacts.csv and /admin/comments.csv (streamed by
// app/admin/admin-csv.server.ts) and `npm run contacts:export` (scripts/contacts-export.ts),
// each with the stored columns under their stored names. The console is in Spanish, and its
// operators open the files in Excel set to Spanish: so `;` between cells and a byte-order mark,
// as in a class's results in Spanish, which then open in columns with their accents.

/** The stored columns of a contact, the form's fields in their order among them. */
export const contactColumns = ["id", "created_at", ...contactFields, "locale", "consent_version"] as const;

/** The stored columns of a comment of the feedback widget. */
export const commentColumns = ["id", "created_at", "page_url", "message", "user_agent"] as const;

export type ConsoleRow<Column extends string> = Partial<Record<Column, CsvValue>>;

export type ContactRow = ConsoleRow<(typeof contactColumns)[number]>;

const consoleFormat = csvFormatFor("es");

/** A file's first line, the columns' names, after the byte-order mark. */
export function consoleCsvHeader(columns: readonly string[]): string {
  return csvDocument([columns], { ...consoleFormat, bom: true });
}

/** A line per row, its values in the columns' order. */
export function consoleCsvRows<Column extends string>(
  columns: readonly Column[],
  rows: readonly ConsoleRow<Column>[],
): string {
  return csvDocument(
    rows.map((row) => columns.map((column) => row[column])),
    consoleFormat,
  );
}

/** The whole file of these contacts. */
export function contactsCsv(rows: readonly ContactRow[]): string {
  return consoleCsvHeader(contactColumns) + consoleCsvRows(contactColumns, rows);
}
