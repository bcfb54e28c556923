import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactAction } from "~/features/contact/contact-action.server";
import { contactFields, projectTypes } from "~/features/contact/contact-rules";
import { formStampField, honeypotField } from "~/lib/honeypot";
import { callAction } from "../helpers";
import {
  FUZZ_TIMEOUT_MS,
  HOSTILE_RUNS,
  hostileEncoding,
  hostileFields,
  isLocalizedKey,
  lastRow,
  post,
  replyMessages,
  rowCount,
} from "./hostile";

// The contact action (spec §7) under 1,000 random and hostile posts and 300 valid ones, against the
// real local D1: never a 5xx, a localized message for every refusal, no row for what it refuses,
// and exactly one row, byte for byte, for what it accepts.

/** What a browser would send for a value (a lone surrogate becomes U+FFFD in UTF-8). */
const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

const first = (fields: [string, string][], name: string) => fields.find(([field]) => field === name)?.[1];

// Refused posts are logged (warn) and bots are not: thousands of lines that say nothing here.
beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("the contact action under random and hostile posts", () => {
  it(
    "answers each with a success or a 4xx and a localized message, and stores only what it accepts",
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          hostileFields([...contactFields, honeypotField, formStampField]),
          hostileEncoding,
          fc.nat({ max: 9 }).map((n) => n === 0),
          async (fields, encoding, crossSite) => {
            runs += 1;
            const before = await rowCount("contacts");
            const answer = await callAction(contactAction, post("/es/contacto", fields, encoding, crossSite));
            const added = (await rowCount("contacts")) - before;

            expect(answer.status).toBeLessThan(500);
            if (answer.status === 302) {
              // A post that a bot gave away (honeypot, stamp) is answered alike but not stored.
              const bot = Boolean(first(fields, honeypotField)?.trim()) || first(fields, formStampField) !== undefined;
              // Bytes that are not UTF-8 can land in any field, the honeypot's too: then 0 or 1.
              if (encoding === "invalid-utf8") expect([0, 1]).toContain(added);
              else expect(added).toBe(bot ? 0 : 1);
              if (!bot && (encoding === "urlencoded" || encoding === "multipart")) {
                const row = await lastRow("contacts");
                expect(row?.name).toBe(wellFormed(first(fields, "name") ?? "").trim());
                expect(row?.message).toBe(wellFormed(first(fields, "message") ?? "").trim());
              }
              return;
            }
            expect(added).toBe(0);
            if (answer.status === 403) {
              expect(crossSite).toBe(true);
              expect(answer.data).toBe("Este formulario solo se puede enviar desde este sitio.");
              return;
            }
            expect(answer.status).toBe(400);
            const messages = replyMessages(answer.data);
            expect(messages.length).toBeGreaterThan(0);
            for (const message of messages) expect(isLocalizedKey(message), String(message)).toBe(true);
          },
        ),
        {
          numRuns: HOSTILE_RUNS,
          // Control characters (a NUL cannot be stored) are refused as field errors.
          examples: [
            [
              [
                ["name", "La\u0000ia"],
                ["email", "laia@example.com"],
                ["message", "Hola\u0007"],
                ["privacy_consent", "on"],
              ],
              "urlencoded",
              false,
            ],
          ],
        },
      );
      expect(runs).toBe(HOSTILE_RUNS);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "stores every valid contact exactly once, as sent",
    async () => {
      const trimmedText = (max: number) =>
        fc
          .string({ unit: "grapheme", minLength: 1, maxLength: max })
          .filter((text) => text.trim() === text && text !== "");
      const contact = fc.record({
        name: trimmedText(40),
        email: fc
          .tuple(
            fc.stringMatching(/^[a-z0-9]{1,12}$/),
            fc.stringMatching(/^[a-z0-9]{1,12}$/),
            fc.constantFrom("com", "cat", "es"),
          )
          .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
        message: trimmedText(300),
        phone: fc.option(fc.stringMatching(/^\+?[0-9]{6,15}$/), { nil: undefined }),
        project_type: fc.option(fc.constantFrom(...projectTypes), { nil: undefined }),
        marketing: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(
          contact,
          fc.constantFrom("urlencoded", "multipart") as fc.Arbitrary<"urlencoded" | "multipart">,
          async (sent, encoding) => {
            const fields: [string, string][] = [
              ["name", sent.name],
              ["email", sent.email],
              ["message", sent.message],
              ["privacy_consent", "on"],
            ];
            if (sent.phone) fields.push(["phone", sent.phone]);
            if (sent.project_type) fields.push(["project_type", sent.project_type]);
            if (sent.marketing) fields.push(["marketing_consent", "on"]);
            const before = await rowCount("contacts");
            const answer = await callAction(contactAction, post("/en/contact", fields, encoding));
            expect(answer.status).toBe(302);
            expect((await rowCount("contacts")) - before).toBe(1);
            expect(await lastRow("contacts")).toMatchObject({
              name: sent.name,
              email: sent.email,
              message: sent.message,
              phone: sent.phone ?? null,
              project_type: sent.project_type ?? null,
              privacy_consent: 1,
              marketing_consent: sent.marketing ? 1 : 0,
              locale: "en",
            });
          },
        ),
        { numRuns: 300 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
