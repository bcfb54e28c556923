import { logEvent } from "~/.server/log.server";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";
import { depthsProblem } from "~/features/compression-game/depth/sent-depths";
import { depthsMmOf, pressesAtOf } from "~/features/compression-game/save/timing-fields";
import { enterQuery, liveQuery, pupilRoundQuery, runQuery, type RoundQuery } from "./round-entries.server";
import { saveQuery } from "./round-saves.server";
import type { RoundPostAnswer, RoundStateAnswer } from "./round-answer";
import { LONGEST_ROUND_MS } from "./round-rules";

// What a pupil's device asks of its class's round, whichever way it came (docs/decisions/0017-class-rounds.md):
// a request to the round address (class-round-api.server.ts) or a message on the class's socket
// (round-hub.server.ts). Both carry the same fields, as strings, and get the same answer: a status
// and the JSON body, which always holds the server's clock. Who the pupil is comes from their
// cookie's hash, never from the request's fields.

export type RoundIntent = "read" | "enter" | "live" | "save";

/** A request's fields by name (a form's, or a message's), each a string or absent. */
export type RoundFields = (
  name: "intent" | "round" | "rate" | "presses_at" | "duration_ms" | "depths_mm" | "depth_mode",
) => string | null;

export interface RoundReply {
  status: number;
  body: RoundStateAnswer | RoundPostAnswer;
  /** Seconds to wait before trying again (a busy database). */
  retryAfter?: number;
}

/** The most presses a round can hold: one per MIN_PRESS_GAP_MS of the longest (class_round_entries.compressions). */
const MOST_PRESSES = LONGEST_ROUND_MS / MIN_PRESS_GAP_MS;

export function refusal(error: string, status: number, reason: string, requestId: string): RoundReply {
  logEvent(status >= 500 ? "error" : "warn", { requestId, event: "class round refused", reason });
  return { status, body: { serverNow: Date.now(), error } };
}

function busy(event: string, error: unknown, requestId: string): RoundReply {
  logEvent("error", { requestId, event, error });
  return { status: 503, body: { serverNow: Date.now(), error: "game.save.failed" }, retryAfter: 2 };
}

/** A whole number within bounds from a field, or null. */
function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/** The presses' times of a save (the game's parser), at most one per MIN_PRESS_GAP_MS of the longest round. */
function pressesOf(value: string | null): number[] | null {
  const pressesAt = value === null ? null : pressesAtOf(value, MOST_PRESSES);
  // roundTimingFits lets a round's slack hold a few more, which the table's CHECK would refuse as an error.
  return pressesAt && pressesAt.length <= MOST_PRESSES ? pressesAt : null;
}

/**
 * The depths of a save in depth mode (the game's parser), undefined for a game of taps (no field),
 * null when they are not a list of figures.
 */
function depthsOf(value: string | null): number[] | null | undefined {
  return value === null ? undefined : depthsMmOf(value, MOST_PRESSES);
}

/**
 * A request to answer: at once (refused before the database), or as a query whose results make
 * the answer (alone, or batched with the class's other requests by round-hub.server.ts).
 */
export type RoundPlan = { reply: RoundReply } | { query: RoundQuery<RoundReply> };

/** The answer of a query that failed (the database busy or past its deadline). */
export function notAnswered(error: unknown, requestId: string): RoundReply {
  return busy("class round not answered", error, requestId);
}

/** The class's latest round and where the pupil stands in it; refused when the pupil is no longer in an open class. */
function readPlan(env: Env, hash: string | null, requestId: string): RoundPlan {
  if (!hash) return { reply: refusal("classroom.game.notJoined", 403, "no pupil", requestId) };
  const query = pupilRoundQuery(env, hash);
  return {
    query: {
      statements: query.statements,
      read: async (results) => {
        const state = await query.read(results);
        if (!state.pupil || state.pupil.removed || state.pupil.closed) {
          const reason = state.pupil ? "pupil removed or class closed" : "no pupil";
          return refusal("classroom.game.notJoined", 403, reason, requestId);
        }
        const { round, entered, enteredAt, saved } = state;
        return { status: 200, body: { serverNow: Date.now(), round, entered, enteredAt, saved } };
      },
    },
  };
}

/** A query whose result makes the answer. */
function then<T>(query: RoundQuery<T>, answer: (value: T) => RoundReply): RoundPlan {
  return { query: { statements: query.statements, read: async (results) => answer(await query.read(results)) } };
}

/** A read, an entry, a live rate or a save, by the `intent` field; `hash` is null without a pupil cookie. */
export function planRound(env: Env, hash: string | null, field: RoundFields, requestId: string): RoundPlan {
  const intent = field("intent");
  if (intent === "read") return readPlan(env, hash, requestId);
  const roundId = wholeNumber(field("round"), 2 ** 31);
  if ((intent !== "enter" && intent !== "live" && intent !== "save") || roundId === null) {
    return { reply: refusal("game.save.rejected", 400, "unknown intent or round", requestId) };
  }
  if (!hash) return { reply: refusal("classroom.game.notJoined", 403, "no pupil", requestId) };
  const now = Date.now();
  if (intent === "enter") {
    // `depth_mode=on`: the device plays in depth mode, as it says again when the round starts.
    return then(enterQuery(env, hash, roundId, now, field("depth_mode") === "on"), ({ entered, enteredAt }) => ({
      status: entered ? 200 : 409,
      body: { serverNow: Date.now(), entered, enteredAt },
    }));
  }
  if (intent === "live") {
    const rate = wholeNumber(field("rate"), 600);
    if (rate === null) return { reply: refusal("game.save.rejected", 400, "rate out of range", requestId) };
    return then(liveQuery(env, hash, roundId, rate, now), (endsAt) => ({
      status: 200,
      body: { serverNow: Date.now(), ...(endsAt === null ? {} : { endsAt }) },
    }));
  }
  const pressesAt = pressesOf(field("presses_at"));
  const durationMs = wholeNumber(field("duration_ms"), LONGEST_ROUND_MS * 2);
  if (pressesAt === null || durationMs === null) {
    return { reply: refusal("game.save.rejected", 400, "invalid presses", requestId) };
  }
  // A game in depth mode sends one depth a press, each one a compression could have: else refused.
  const depthsMm = depthsOf(field("depths_mm"));
  if (depthsMm === null || (depthsMm && depthsProblem(depthsMm, pressesAt.length))) {
    return { reply: refusal("game.save.rejected", 422, "implausible depths", requestId) };
  }
  return then(saveQuery(env, hash, roundId, { pressesAt, guessedMs: durationMs, depthsMm }, now), (saved) => {
    if (saved.kind === "saved") return { status: 200, body: { serverNow: Date.now(), result: saved.result } };
    if (saved.kind === "not-ended") return refusal("classroom.round.notEnded", 409, "round not ended", requestId);
    if (saved.kind === "timing-mismatch") return refusal("game.save.rejected", 422, "timing mismatch", requestId);
    if (saved.kind === "not-in-depth-mode") return refusal("game.save.rejected", 422, "depths of taps", requestId);
    return refusal("classroom.round.notInRound", 409, "not in the round", requestId);
  });
}

/**
 * Whether a pupil's device may send another request to the class's rounds: one budget a pupil
 * (CLASS_ROUND_MESSAGE_RATE_LIMITER, wrangler.toml) over every socket they open and the round
 * address together, so that ten sockets or a script on the address get no more than one device.
 */
export async function withinRoundBudget(env: Env, hash: string): Promise<boolean> {
  return (await env.CLASS_ROUND_MESSAGE_RATE_LIMITER.limit({ key: `round ${hash}` })).success;
}

/** The answer to a device past its budget: wait a little, as for a busy database. */
export function overBudget(requestId: string): RoundReply {
  return { ...refusal("game.save.failed", 429, "pupil over their round budget", requestId), retryAfter: 5 };
}

/** A request answered alone (the round address's). */
export async function answerRound(
  env: Env,
  hash: string | null,
  field: RoundFields,
  requestId: string,
): Promise<RoundReply> {
  if (hash && !(await withinRoundBudget(env, hash))) return overBudget(requestId);
  const plan = planRound(env, hash, field, requestId);
  if ("reply" in plan) return plan.reply;
  try {
    return await runQuery(env, plan.query);
  } catch (error) {
    return notAnswered(error, requestId);
  }
}
