import { describe, expect, it } from "vitest";
import { formulaCells, hostileTexts, readCsv, startsAsFormula } from "~/lib/csv.testing";
import { commentColumns, consoleCsvHeader, consoleCsvRows, contactColumns, contactsCsv } from "./console-csv";

const laia = {
  id: 1,
  created_at: "2026-11-21T10:00:00.000Z",
  name: "Laia Puig",
  email: "laia@example.com",
  phone: null,
  message: "Hola, ¿podéis venir?",
  privacy_consent: 1,
  marketing_consent: false,
  locale: "es",
  consent_version: "2026-11-21",
};

describe("the console's CSV files", () => {
  it("start with a byte-order mark and the stored columns, then a CRLF line per row, split on ;", () => {
    expect(contactsCsv([laia])).toBe(
      '\uFEFF"id";"created_at";"name";"email";"phone";"project_type";"message";"privacy_consent";' +
        '"marketing_consent";"locale";"consent_version"\r\n' +
        '1;"2026-11-21T10:00:00.000Z";"Laia Puig";"laia@example.com";;;"Hola, ¿podéis venir?";1;0;"es";"2026-11-21"\r\n',
    );
  });

  it("read back in Excel set to Spanish, give each column its value", () => {
    const [header = [], row = []] = readCsv(contactsCsv([laia]), ";");
    expect(header).toEqual([...contactColumns]);
    expect(row[header.indexOf("message")]).toBe("Hola, ¿podéis venir?");
  });

  it("open no formula, whatever a visitor typed, read with , or ; or a tab", () => {
    const contacts = hostileTexts.map((text, id) => ({ id, name: text, phone: text, message: text }));
    const comments = hostileTexts.map((text, id) => ({ id, page_url: text, message: text, user_agent: text }));
    for (const csv of [
      contactsCsv(contacts),
      consoleCsvHeader(commentColumns) + consoleCsvRows(commentColumns, comments),
    ]) {
      expect(formulaCells(csv)).toEqual([]);
      for (const separator of [",", ";"]) {
        expect(readCsv(csv, separator).flat().filter(startsAsFormula), separator).toEqual([]);
      }
      expect(readCsv(csv, ";")).toHaveLength(1 + hostileTexts.length);
    }
  });

  it("keep a phone number readable, with an apostrophe before its +", () => {
    const [, row = []] = readCsv(contactsCsv([{ ...laia, phone: "+34 600 000 000" }]), ";");
    expect(row[contactColumns.indexOf("phone")]).toBe("'+34 600 000 000");
  });
});
