import { contactFields } from "../app/features/contact/contact-rules";

// Contacts as CSV (RFC 4180) for the operators' export (scripts/contacts-export.ts).

/** The stored columns, the form's fields (spec §7) in their order among them. */
export const contactColumns = ["id", "created_at", ...contactFields, "locale", "consent_version"] as const;

export type ContactRow = Partial<Record<(typeof contactColumns)[number], string | number | null>>;

/**
 * One CSV field. A text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) gets a leading apostrophe: the visitor typed it, and opening the export
 * must not execute it. A phone number such as +34… is therefore shown as '+34….
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of the rows: a header line, then one line per contact, CRLF line ends. */
export function contactsCsv(rows: ContactRow[]): string {
  const lines = [
    contactColumns.join(","),
    ...rows.map((row) => contactColumns.map((column) => csvField(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
