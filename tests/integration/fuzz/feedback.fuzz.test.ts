import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { FEEDBACK_MESSAGE_MAX } from "~/features/feedback/feedback-rules";
import { formStampField, honeypotField } from "~/lib/honeypot";
import { callAction, siteOrigin } from "../helpers";
import {
  FUZZ_TIMEOUT_MS,
  HOSTILE_RUNS,
  hostileEncoding,
  hostileFields,
  isLocalizedKey,
  lastRow,
  post,
  rowCount,
} from "./hostile";

// The feedback action under 1,000 random and hostile posts and 300 valid comments, against the
// real local D1: never a 5xx, a localized message for every refusal, no row for what it refuses,
// and exactly one row, byte for byte, for each comment it accepts.

const path = "/es/first-aiducation/resources";
const first = (fields: [string, string][], name: string) => fields.find(([field]) => field === name)?.[1];

// Refused posts are logged (warn) and bots are not: thousands of lines that say nothing here.
beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("the feedback action under random and hostile posts", () => {
  it(
    "answers each with a success or a 4xx and a localized message, and stores only what it accepts",
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          hostileFields(["message", honeypotField, formStampField]),
          hostileEncoding,
          fc.nat({ max: 9 }).map((n) => n === 0),
          async (fields, encoding, crossSite) => {
            runs += 1;
            const before = await rowCount("complaints");
            const answer = await callAction(feedbackAction, post(path, fields, encoding, crossSite));
            const added = (await rowCount("complaints")) - before;

            expect(answer.status).toBeLessThan(500);
            if (answer.status === 302) {
              const bot = Boolean(first(fields, honeypotField)?.trim()) || first(fields, formStampField) !== undefined;
              // Bytes that are not UTF-8 can land in any field, the honeypot's too: then 0 or 1.
              if (encoding === "invalid-utf8") expect([0, 1]).toContain(added);
              else expect(added).toBe(bot ? 0 : 1);
              return;
            }
            expect(added).toBe(0);
            if (answer.status === 403) {
              expect(crossSite).toBe(true);
              expect(answer.data).toBe("Este formulario solo se puede enviar desde este sitio.");
              return;
            }
            expect(answer.status).toBe(400);
            const { error, outcome } = answer.data as { error: string; outcome: string };
            expect(outcome).toBe("invalid");
            expect(isLocalizedKey(error), error).toBe(true);
          },
        ),
        // A NUL in a comment once made D1 fail (503): it is now refused as a field error.
        { numRuns: HOSTILE_RUNS, examples: [[[["message", "\u0000"]], "urlencoded", false]] },
      );
      expect(runs).toBe(HOSTILE_RUNS);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "stores every valid comment exactly once, as sent, with the page's address",
    async () => {
      const comment = fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 400 })
        .filter((text) => text.trim() === text && text !== "" && text.length <= FEEDBACK_MESSAGE_MAX);
      await fc.assert(
        fc.asyncProperty(
          comment,
          fc.constantFrom("urlencoded", "multipart") as fc.Arbitrary<"urlencoded" | "multipart">,
          async (message, encoding) => {
            const before = await rowCount("complaints");
            const answer = await callAction(
              feedbackAction,
              post(`${path}?tab=manuals`, [["message", message]], encoding),
            );
            expect(answer.status).toBe(302);
            expect((await rowCount("complaints")) - before).toBe(1);
            expect(await lastRow("complaints")).toMatchObject({
              message,
              page_url: `${env.SITE_URL ?? siteOrigin}${path}?tab=manuals`,
            });
          },
        ),
        { numRuns: 300 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
