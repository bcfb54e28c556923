import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classGameApiPath, gameApiPath } from "~/lib/api-routes";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../integration/fuzz/hostile";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns } from "../properties/runs";
import { joinClass, openClass } from "./class-game-posts";
import { fuzzedSaveParts, idOf } from "./class-save-draws";
import { answerOf, SaveLedger } from "./class-save-model";
import { postForm } from "./front-door";
import { genuineClassGame, genuineGame } from "./genuine-game";

// The game's three addresses answer through one pipeline (game-pipeline.server.ts): the public
// board's page action (a post without JavaScript), its JSON address, and a class's JSON address.
// The same hostile bodies, sent to all three, get the pipeline's statuses: an unknown intent is a
// 400 everywhere, a start a 200; a save with broken fields a 400, with a forged id a 403. The
// board's two addresses read the same fields and answer alike. No address reads a claimed result:
// each measures the presses' times itself, which are fuzzed too, with ids signed as a start signs them
// (each address its own, of the same age), so that a class stores some of the saves; its answers
// are those of the model of its checks (class-save-model.ts). What is fuzzed is what the addresses share.

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
const body = fc.record({
  fields: fc.record(
    {
      intent: fieldOf(fc.constantFrom("save", "save", "start", "restart")),
      // The board's game's rhythm, which a class does not read (it plays at its own).
      bpm: fieldOf(fc.constantFrom("100", "105", "110", "115", "120")),
    },
    // Every field sent (junk includes the empty one): a missing field is the empty form's case.
  ),
  // The presses' times and the game's length, which both read (either may be missing).
  timing: fuzzedSaveParts.timing,
  // Each address gets an id of this plan of its own: a save stored at one is no replay at another.
  id: fuzzedSaveParts.id.filter((plan) => plan.kind !== "started" && plan.kind !== "reused"),
});

/** What only the board reads, valid for it and ignored by a class. */
const boardFields = { player_name: "Ada", lang: "es" };

/**
 * The first bodies of a run, whatever it draws: a genuine game (which a class stores), the same
 * with a forged id (a 403 everywhere), and an unknown intent (a 400 everywhere).
 */
const firstBodies: (typeof body extends fc.Arbitrary<infer Body> ? Body : never)[] = [
  { fields: { intent: "save", ...genuineGame }, timing: genuineClassGame, id: { kind: "issued", ageMs: 5 * 60_000 } },
  {
    fields: { intent: "save", ...genuineGame },
    timing: genuineClassGame,
    id: { kind: "text", text: `${crypto.randomUUID()}.${Date.now()}.forged` },
  },
  { fields: { intent: "restart", ...genuineGame }, timing: genuineClassGame, id: { kind: "absent" } },
];

/** The three addresses' ids are made here, never asked for with a start. */
const noStart = () => Promise.reject(new Error("no start in this fuzz"));

describe("the game's three addresses", () => {
  it(
    "answer the same hostile bodies with the pipeline's statuses, and a class stores exactly the saves its checks pass",
    async () => {
      const opened = await openClass("es");
      // Ten pupils in turn, so that every request stays within each pupil's limit of 12 a minute.
      const pupils = await Promise.all(
        Array.from({ length: 10 }, (_, n) => joinClass("es", opened.code, `Fuzz Pipeline ${n + 1}`)),
      );
      let run = 0;
      const seen = new Set<string>();
      const ledger = new SaveLedger();
      await fc.assert(
        fc.asyncProperty(body, async (fuzzed) => {
          const fields = { ...boardFields, ...fuzzed.fields, ...fuzzed.timing };
          const ids = await Promise.all([0, 1, 2].map(() => idOf(fuzzed.id, { start: noStart, earlier: [] })));
          const posted = ids.map(({ token }) => (token === undefined ? fields : { ...fields, game_id: token }));
          const pupil = run++ % pupils.length;
          const sentAt = Date.now();
          // Each request from an address of its own (the board's limits are per address).
          const answers = await Promise.all([
            postForm("/es/first-aiducation", posted[0]!, { Origin: siteOrigin }),
            postForm(gameApiPath, posted[1]!, { Origin: siteOrigin }),
            postForm(classGameApiPath("es"), posted[2]!, { Origin: siteOrigin, Cookie: pupils[pupil] ?? "" }),
          ]);
          const moment = { sentAt, receivedAt: Date.now() };
          const statuses = answers.map((answer) => answer.status);
          await Promise.all(answers.slice(0, 2).map((answer) => answer.arrayBuffer()));
          const classAnswer = answerOf(statuses[2]!, await answers[2]!.json());
          const said = `${JSON.stringify(posted[2])} → ${statuses.join(", ")} (${classAnswer})`;
          expect(statuses[0], said).toBeLessThan(500);
          expect(statuses[1], said).toBe(statuses[0]);
          const save = { fields: posted[2]!, ticket: ids[2]!.ticket };
          expect(ledger.possibleAnswers(save, String(pupil), moment), said).toContain(classAnswer);
          ledger.record(save, String(pupil), moment, classAnswer);
          seen.add(String(statuses[0]));
        }),
        // Not shrunk: a shrinking's further posts would meet the pupils' limits and hide the first failure.
        { numRuns: propertyRuns(80), examples: firstBodies.map((first) => [first]), endOnFailure: true },
      );
      // The property met the pipeline's different answers, not only one of them.
      if (!env.FC_PATH) expect([...seen].sort()).toEqual(expect.arrayContaining(["400", "403"]));
      const stored = await env.DB.prepare("SELECT game_id FROM class_games WHERE class_id = ? ORDER BY game_id")
        .bind(opened.id)
        .all<{ game_id: string }>();
      expect(stored.results.map((row) => row.game_id)).toEqual(ledger.stored.map((game) => game.gameId).sort());
      // The genuine game that opens the run was stored (as the model said it must be).
      if (!env.FC_PATH) expect(ledger.stored.length).toBeGreaterThan(0);
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
      const fields = { ...boardFields, ...genuineClassGame, intent };
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
