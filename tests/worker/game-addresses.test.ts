import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classGameApiPath, gameApiPath } from "~/lib/api-routes";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns } from "../properties/runs";
import { joinClass, openClass } from "./class-game-posts";
import { postForm } from "./front-door";

// The game's three addresses answer through one pipeline (game-pipeline.server.ts): the public
// board's page action (a post without JavaScript), its JSON address, and a class's JSON address.
// The same hostile bodies, sent to all three, get the pipeline's statuses: an unknown intent is a
// 400 everywhere, a start a 200; a save with broken fields a 400, with a forged id a 403. The
// board's two addresses read the same fields and answer alike. A class reads no claimed result (it
// measures the presses' times itself, given valid here with the board's name), so its save is
// judged on its id alone. What is fuzzed is what the addresses share.

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.double().map(String),
  fc.constantFrom("", "NaN", "1e400", "-0", "SAVE"),
);
/** A field: mostly a value of the kind the game sends (so that saves reach the later checks), or junk. */
const fieldOf = (sent: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: sent, weight: 3 }, { arbitrary: junk, weight: 1 });
const percent = fc.integer({ min: 0, max: 100 }).map(String);
const body = fc.record(
  {
    intent: fieldOf(fc.constantFrom("save", "save", "start", "restart")),
    game_id: fieldOf(fc.uuid().map((id) => `${id}.${Date.now()}.forged`)),
    score: fieldOf(percent),
    accuracy: fieldOf(percent),
    success_rate: fieldOf(percent),
    compressions: fieldOf(fc.integer({ min: 25, max: 125 }).map(String)),
  },
  // Every field sent (junk includes the empty one): a missing field is the empty form's case.
);

/** What only one address reads, valid for it and ignored by the others: 41 presses 600 ms apart for a class. */
const pressesAt = Array.from({ length: 41 }, (_, index) => 300 + index * 600);
const ownFields = { player_name: "Ada", lang: "es", presses_at: pressesAt.join(","), duration_ms: "24300" };

/** What a class answers: its save is judged on its id alone (the presses are valid, the id forged). */
function classStatus(fields: Record<string, string>): number {
  if (fields.intent === "start") return 200;
  if (fields.intent !== "save") return 400;
  return fields.game_id === "" ? 400 : 403;
}

describe("the game's three addresses", () => {
  it(
    "answer the same hostile bodies with the same statuses",
    async () => {
      const opened = await openClass("es");
      // Ten pupils in turn, so that every request stays within each pupil's limit of 12 a minute.
      const pupils = await Promise.all(
        Array.from({ length: 10 }, (_, n) => joinClass("es", opened.code, `Fuzz Pipeline ${n + 1}`)),
      );
      let run = 0;
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(body, async (fuzzed) => {
          const fields = { ...ownFields, ...(fuzzed as Record<string, string>) };
          // Each request from an address of its own (the board's limits are per address).
          const answers = await Promise.all([
            postForm("/es/first-aiducation", fields, { Origin: siteOrigin }),
            postForm(gameApiPath, fields, { Origin: siteOrigin }),
            postForm(classGameApiPath("es"), fields, {
              Origin: siteOrigin,
              Cookie: pupils[run++ % pupils.length] ?? "",
            }),
          ]);
          const statuses = answers.map((answer) => answer.status);
          await Promise.all(answers.map((answer) => answer.arrayBuffer()));
          expect(statuses[0], JSON.stringify(fields)).toBeLessThan(500);
          const said = `${JSON.stringify(fields)} → ${statuses.join(", ")}`;
          expect(statuses[1], said).toBe(statuses[0]);
          expect(statuses[2], said).toBe(classStatus(fields));
          seen.add(String(statuses[0]));
        }),
        { numRuns: propertyRuns(80) },
      );
      // The property met the pipeline's different answers, not only one of them.
      expect([...seen].sort()).toEqual(expect.arrayContaining(["400", "403"]));
    },
    FUZZ_TIMEOUT_MS,
  );

  it("answer an unknown intent 400 and a start 200, each", async () => {
    const opened = await openClass("ca");
    const pupil = await joinClass("ca", opened.code, "Intent Pipeline");
    for (const [intent, status] of [
      ["restart", 400],
      ["", 400],
      ["start", 200],
    ] as const) {
      const fields = { ...ownFields, intent };
      const answers = await Promise.all([
        postForm("/ca/first-aiducation", fields, { Origin: siteOrigin }),
        postForm(gameApiPath, fields, { Origin: siteOrigin }),
        postForm(classGameApiPath("ca"), fields, { Origin: siteOrigin, Cookie: pupil }),
      ]);
      expect(
        answers.map((answer) => answer.status),
        intent,
      ).toEqual([status, status, status]);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    }
  });
});
