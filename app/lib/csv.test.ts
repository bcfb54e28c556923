import { describe, expect, it } from "vitest";
import { contactsCsv, csvField } from "./csv";

describe("the contacts CSV", () => {
  it("writes a header and one line per contact, in the columns' order, with CRLF ends", () => {
    const csv = contactsCsv([
      {
        id: 1,
        created_at: "2026-11-21T10:00:00.000Z",
        name: "Laia Puig",
        email: "laia@example.com",
        phone: null,
        message: "Hola",
        privacy_consent: 1,
        marketing_consent: 0,
        locale: "es",
        consent_version: "2026-11-21",
      },
    ]);
    expect(csv).toBe(
      "id,created_at,name,email,phone,project_type,message,privacy_consent,marketing_consent,locale,consent_version\r\n" +
        "1,2026-11-21T10:00:00.000Z,Laia Puig,laia@example.com,,,Hola,1,0,es,2026-11-21\r\n",
    );
  });

  it("quotes commas, quotes, line breaks and outer spaces", () => {
    expect(csvField('Hola, "equipo"\nadiós')).toBe('"Hola, ""equipo""\nadiós"');
    expect(csvField(" Laia ")).toBe('" Laia "');
    expect(csvField("Laia")).toBe("Laia");
  });

  it("keeps a spreadsheet from running what a visitor typed as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+34 600 000 000")).toBe("'+34 600 000 000");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(-1)).toBe("-1");
  });
});
