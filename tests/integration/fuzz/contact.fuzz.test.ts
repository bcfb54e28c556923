import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactAction } from "~/features/contact/contact-action.server";
import { contactFields, projectTypes } from "~/features/contact/contact-rules";
import { propertyRuns, runsMade } from "../../properties/runs";
import { callAction } from "../helpers";
import {
  assertHostilePosts,
  FUZZ_TIMEOUT_MS,
  HOSTILE_RUNS,
  lastRow,
  post,
  replyMessages,
  rowCount,
  silenceLogs,
  withPageStamp,
} from "./hostile";

// The contact action under 1,000 random and hostile posts and 300 valid ones, against the
// real local D1: never a 5xx, a localized message for every refusal, no row for what it refuses,
// and exactly one row, byte for byte, for what it accepts.

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

describe("the contact action under random and hostile posts", () => {
  it(
    "answers each with a success or a 4xx and a localized message, and stores only what it accepts",
    async () => {
      const runs = await assertHostilePosts({
        action: contactAction,
        path: "/es/contacto",
        table: "contacts",
        fields: contactFields,
        refusalMessages: replyMessages,
        checkStored(row, value) {
          expect(row?.name).toBe(value("name").trim());
          expect(row?.message).toBe(value("message").trim());
        },
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
            true,
          ],
        ],
      });
      expect(runs).toBe(runsMade(HOSTILE_RUNS));
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
            const answer = await callAction(contactAction, post("/en/contact", withPageStamp(fields, true), encoding));
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
        { numRuns: propertyRuns(300) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
