import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { isBlockedName } from "~/features/compression-game/names/name-filter.server";
import { playerNameError } from "~/features/compression-game/save/player-name";
import { normalizeTypedName } from "~/lib/typed-name";
import { issueGameToken, verifyGameToken } from "~/features/compression-game/server/game-token.server";
import { gameResult } from "~/features/compression-game/measures/rules";
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
// save, no row without a genuine game, and exactly one row, as sent, for each genuine save.

const secret = env.SCORE_SIGNING_KEY ?? "";
const path = "/es/first-aiducation";
const saveFields = ["game_id", "player_name", "score", "accuracy", "success_rate", "compressions"];

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
    "stores every genuine save exactly once, as sent",
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
      const accuracies = fc.array(fc.integer({ min: 60, max: 100 }), { minLength: 40, maxLength: 60 });
      await fc.assert(
        fc.asyncProperty(playerName, accuracies, async (player_name, presses) => {
          const result = gameResult(presses, presses.length + 1);
          if (!result) throw new Error("no result");
          // Issued long enough ago for presses of any accuracy (score-check.ts).
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
                ["score", String(result.score)],
                ["accuracy", String(result.accuracy)],
                ["success_rate", String(result.successRate)],
                ["compressions", String(result.compressions)],
              ],
              "urlencoded",
            ),
          );
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
        }),
        { numRuns: propertyRuns(200) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
