import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../../integration/fuzz/hostile";
import { classPost, joinClass, openClass } from "../class-game-posts";
import { fuzzedSave, idOf, type FuzzedSave, type IdPlan } from "../class-save-draws";
import { answerOf, SaveLedger, type StoredGame } from "../class-save-model";
import { genuineClassGame } from "../genuine-game";

// A class's game address (class-game.server.ts) under the saves a pupil's browser could send,
// through the whole Worker: genuine games with ids signed as a start signs them, and the same with
// a field, the times, the id or the moment wrong (class-save-draws.ts draws them,
// class-save-model.ts models the server's checks). Each answer is the one the checks give, and the
// class's rows are exactly the games that passed them, each to the board as well when the pupil
// asked for it.

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

/**
 * Twenty pupils take the saves in turn: five each, within a pupil's limit of twelve a minute (which
 * is why the runs are not scaled by FC_RUNS_SCALE). A pupil's games are saved 20 s apart at least:
 * with many pupils, most of the genuine games drawn can be stored.
 */
const PUPILS = 20;
const RUNS = 80;

const MINUTE_MS = 60_000;
/** The genuine game's presses, 600 ms apart. */
const presses = genuineClassGame.presses_at.split(",").map(Number);
const lastPress = presses.at(-1) ?? 0;
/** The genuine game with an id of this plan and some fields changed. */
const nearlyGenuine = (id: IdPlan, fields: Record<string, string> = {}): FuzzedSave => ({
  id,
  fields: { intent: "save", ...genuineClassGame, ...fields },
});
const issuedAgo = (ageMs: number): IdPlan => ({ kind: "issued", ageMs });

/**
 * The first saves of a run, whatever it draws: a genuine game with an id issued five minutes ago
 * (stored, and sent to the board too), then the same game wrong in one way each, which no check
 * may let through: an expired id, one from the future, one altered, one of another key, the same
 * id again, a game longer than its id's age, two presses too close, too few presses, a press after
 * the game's end, and no times at all.
 */
const firstSaves: FuzzedSave[] = [
  nearlyGenuine(issuedAgo(5 * MINUTE_MS), { to_board: "on" }),
  nearlyGenuine(issuedAgo(61 * MINUTE_MS)),
  nearlyGenuine(issuedAgo(-MINUTE_MS)),
  nearlyGenuine({ kind: "altered", ageMs: 5 * MINUTE_MS }),
  nearlyGenuine({ kind: "foreign", ageMs: 5 * MINUTE_MS }),
  nearlyGenuine({ kind: "reused", pick: 0 }),
  nearlyGenuine(issuedAgo(5 * MINUTE_MS), { duration_ms: String(8 * MINUTE_MS) }),
  // The eleventh press 98 ms after the tenth: a millisecond closer than a press gap allows.
  nearlyGenuine(issuedAgo(5 * MINUTE_MS), {
    presses_at: presses.map((at, index) => (index >= 10 ? at - (600 - 98) : at)).join(","),
  }),
  nearlyGenuine(issuedAgo(5 * MINUTE_MS), {
    presses_at: presses.slice(0, 29).join(","),
    duration_ms: String(presses[28]),
  }),
  nearlyGenuine(issuedAgo(5 * MINUTE_MS), { duration_ms: String(lastPress - 1) }),
  { id: issuedAgo(5 * MINUTE_MS), fields: { intent: "save" } },
];

/** The class's games as stored, in the model's terms, by game id. */
async function storedGames(classId: number): Promise<StoredGame[]> {
  const rows = await env.DB.prepare(
    `SELECT g.game_id AS gameId, p.nickname AS pupil, g.compressions,
       EXISTS (SELECT 1 FROM chest_compression_scores b WHERE b.game_id = g.game_id) AS toBoard
     FROM class_games g JOIN class_pupils p ON p.id = g.pupil_id WHERE g.class_id = ? ORDER BY g.game_id`,
  )
    .bind(classId)
    .all<Omit<StoredGame, "toBoard"> & { toBoard: number }>();
  return rows.results.map((row) => ({ ...row, toBoard: row.toBoard === 1 }));
}

describe("a class's game address under a pupil's saves", () => {
  it(
    "answers every save as the server's checks say, and stores exactly the games that pass them",
    async () => {
      const { id, code } = await openClass("ca");
      const pupils = await Promise.all(
        Array.from({ length: PUPILS }, async (_, n) => {
          const name = `Fuzz${n + 1}`;
          return { name, cookie: await joinClass("ca", code, name) };
        }),
      );
      const ledger = new SaveLedger();
      let run = 0;
      const firstStored: string[] = [];
      const answers = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fuzzedSave, async (drawn) => {
          const pupil = pupils[run++ % pupils.length]!;
          const start = async () => {
            const started = await classPost("ca", pupil.cookie, { intent: "start" });
            expect(started.status).toBe(200);
            return ((await started.json()) as { gameToken: string }).gameToken;
          };
          const { token, ticket } = await idOf(drawn.id, { start, earlier: ledger.tokens });
          const save = { fields: token === undefined ? drawn.fields : { ...drawn.fields, game_id: token }, ticket };
          const sentAt = Date.now();
          const response = await classPost("ca", pupil.cookie, save.fields);
          const moment = { sentAt, receivedAt: Date.now() };
          expect(response.headers.get("Content-Type")).toContain("application/json");
          const body: unknown = await response.json();
          const answer = answerOf(response.status, body);
          const said = `${JSON.stringify({ id: drawn.id, ...save.fields })} → ${JSON.stringify(body)}`;
          expect(ledger.possibleAnswers(save, pupil.name, moment), said).toContain(answer);
          if (answer === "200 stored") {
            expect(body, said).toEqual({
              intent: "save",
              saved: true,
              ...(save.fields.to_board === "on" ? { toBoard: "saved" } : {}),
            });
            if (run === 1 && ticket) firstStored.push(ticket.gameId);
          }
          ledger.record(save, pupil.name, moment, answer);
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
        }),
        // Not shrunk: a shrinking's further posts would meet the pupils' limits and hide the first failure.
        { numRuns: RUNS, examples: firstSaves.map((first) => [first]), endOnFailure: true },
      );
      vi.restoreAllMocks();
      console.info(`class game saves: ${[...answers].map(([answer, count]) => `${answer} ×${count}`).join("; ")}`);
      const byId = (a: StoredGame, b: StoredGame) => (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0);
      expect(await storedGames(id)).toEqual([...ledger.stored].sort(byId));
      if (!env.FC_PATH) {
        // The genuine save that opens the run is stored, and so are some of the drawn ones.
        expect(firstStored).toHaveLength(1);
        expect(ledger.stored.length).toBeGreaterThan(1);
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
