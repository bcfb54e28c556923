import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { isBlockedName } from "~/features/compression-game/names/name-filter.server";
import { playerNameError } from "~/features/compression-game/save/player-name";
import { normalizeTypedName } from "~/lib/typed-name";
import { issueGameToken, verifyGameToken } from "~/features/compression-game/server/game-token.server";
import { classRhythms } from "~/features/classroom/class-rules";
import { fingerPresses } from "~/features/compression-game/measures/human-presses.testing";
import { pressesResult } from "~/features/compression-game/measures/rules";
import { pressesTooRegular } from "~/features/compression-game/measures/too-regular";
import { propertyRuns, runsMade } from "../../properties/runs";
import { callAction } from "../helpers";
import {
  FUZZ_TIMEOUT_MS,
  HOSTILE_RUNS,
  hostileEncoding,
  hostileFields,
  hostileText,
  isLocalizedKey,
  lastRow,
  post,
  replyMessages,
  rowCount,
  type Encoding,
  silenceLogs,
} from "./hostile";

// The game's action (start and save) under 1,000 random and hostile posts each and 200
// genuine saves, against the real local D1: never a 5xx, a localized message for every refused
// save, no row without a genuine game, and exactly one row for each genuine save, with the
// figures the game's own functions give its presses (whatever figures the save claims).

const secret = env.SCORE_SIGNING_KEY ?? "";
const path = "/es/first-aiducation";
// The save's fields, and the figures a page of an older build claimed, which are read no more.
const saveFields = [
  "game_id",
  "player_name",
  "bpm",
  "presses_at",
  "duration_ms",
  "lang",
  "score",
  "accuracy",
  "success_rate",
  "compressions",
];
async function expectRefusedOrStarted(fields: [string, string][], encoding: Encoding, crossSite: boolean) {
  const before = await rowCount("chest_compression_scores");
  const answer = await callAction(gameAction, post(path, fields, encoding, crossSite));
  expect(answer.status).toBeLessThan(500);
  // Random fields never hold a genuine signed game id: nothing can be stored.
  expect(await rowCount("chest_compression_scores")).toBe(before);
  if (answer.status === 200) {
    const { intent, gameToken } = answer.data as { intent: string; gameToken: string };
    expect(intent).toBe("start");
    expect(await verifyGameToken(secret, gameToken, Date.now())).not.toBeNull();
    return;
  }
  if (answer.status === 403) {
    expect(crossSite).toBe(true);
    return;
  }
  // 400: fields that do not parse; 422: a result no real game could give.
  expect([400, 422]).toContain(answer.status);
  for (const message of replyMessages(answer.data)) expect(isLocalizedKey(message), String(message)).toBe(true);
}

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

describe("the game's action under random and hostile posts", () => {
  it(
    "starts a game or refuses with a localized message, for any body sent as a start",
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          hostileFields(saveFields),
          hostileEncoding,
          fc.nat({ max: 9 }).map((n) => n === 0),
          async (fields, encoding, crossSite) => {
            runs += 1;
            await expectRefusedOrStarted([["intent", "start"], ...fields], encoding, crossSite);
          },
        ),
        { numRuns: HOSTILE_RUNS },
      );
      expect(runs).toBe(runsMade(HOSTILE_RUNS));
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "never stores a save without a genuine game, and refuses it with a localized message",
    async () => {
      let runs = 0;
      // A signed id now and then, so that the checks behind the signature are reached too.
      const gameId = fc.oneof(hostileText, fc.constant("signed"));
      await fc.assert(
        fc.asyncProperty(
          hostileFields(["intent", ...saveFields]),
          gameId,
          hostileEncoding,
          async (fields, id, encoding) => {
            runs += 1;
            const token = id === "signed" ? await issueGameToken(secret, Date.now()) : id;
            await expectRefusedOrStarted([["intent", "save"], ["game_id", token], ...fields], encoding, false);
          },
        ),
        { numRuns: HOSTILE_RUNS },
      );
      expect(runs).toBe(runsMade(HOSTILE_RUNS));
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "stores every genuine save exactly once, with the figures measured from its presses",
    async () => {
      const playerName = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).filter(
        (name) =>
          name.trim() === name &&
          // A name of the shape of any name others see (lib/name-shape.ts: its own tests say which),
          // stored as typed: already in its normal form (lib/typed-name.ts), and not one the word
          // list refuses (its own tests say which).
          playerNameError(name) === null &&
          normalizeTypedName(name) === name &&
          !isBlockedName(name),
      );
      // A person's game (human-presses.testing.ts): 30 to 120 presses at a tempo of their own,
      // near or far from the rhythm the game was set to, so that every accuracy comes up.
      const game = fc.record({
        seed: fc.nat(),
        count: fc.integer({ min: 30, max: 120 }),
        tempo: fc.integer({ min: 80, max: 140 }),
        bpm: fc.constantFrom(...classRhythms),
        after: fc.nat({ max: 2_000 }),
      });
      // Figures no game gives, which the save may claim: they are not read.
      const claimed = fc.record({
        score: fc.constantFrom("100", "101", "-1", "x"),
        accuracy: fc.constantFrom("100", "100.5"),
        success_rate: fc.constantFrom("100", "-3"),
        compressions: fc.constantFrom("120", "500"),
      });
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(
          playerName,
          game,
          fc.option(claimed),
          async (player_name, { seed, count, tempo, bpm, after }, claim) => {
            const pressesAt = fingerPresses(seed, count, tempo);
            const result = pressesResult(pressesAt, bpm);
            if (!result) throw new Error("no result");
            // Issued long enough ago for the longest game (120 presses at the slowest tempo).
            const game_id = await issueGameToken(secret, Date.now() - 5 * 60_000);
            const before = await rowCount("chest_compression_scores");
            const answer = await callAction(
              gameAction,
              post(
                path,
                [
                  ["intent", "save"],
                  ["game_id", game_id],
                  ["player_name", player_name],
                  ["bpm", String(bpm)],
                  ["presses_at", pressesAt.join(",")],
                  ["duration_ms", String(pressesAt.at(-1)! + after)],
                  ...Object.entries(claim ?? {}),
                ],
                "urlencoded",
              ),
            );
            // A person's game is seldom as even as a script's (too-regular.ts measures how seldom,
            // about 1 in 20,000 of these): it is refused, as the page says, and nothing is stored.
            if (pressesTooRegular(pressesAt)) {
              expect(answer).toMatchObject({
                status: 422,
                data: { result: { error: { "": ["game.save.tooRegular"] } } },
              });
              expect(await rowCount("chest_compression_scores")).toBe(before);
              return;
            }
            stored += 1;
            expect(answer).toMatchObject({ status: 200, data: { intent: "save", saved: true } });
            expect((await rowCount("chest_compression_scores")) - before).toBe(1);
            expect(await lastRow("chest_compression_scores")).toMatchObject({
              player_name,
              // The game's own id, without the time and signature that came with it.
              game_id: game_id.split(".")[0],
              score: result.score,
              accuracy: result.accuracy,
              success_rate: result.successRate,
              compressions: result.compressions,
            });
          },
        ),
        { numRuns: propertyRuns(200) },
      );
      // Genuine games were stored: the property is not vacuous.
      expect(stored).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
