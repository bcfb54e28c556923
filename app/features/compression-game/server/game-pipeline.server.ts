import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { boardClientKey } from "~/.server/client-hash.server";
import { bookmarkCookie } from "~/.server/db/session.server";
import { isCrossSitePost } from "~/.server/http-boundary";
import { logEvent } from "~/.server/log.server";
import { clientKey } from "~/.server/request-guards.server";
import type { TranslationKey } from "~/lib/translate";
import type { BoardOutcome, GameAnswer } from "../save/game-answer";
import { checkGame, type CheckedGame } from "./game-check.server";
import { issueGameToken } from "./game-token.server";
import type { ScoreClaim } from "../measures/score-check";

// The one way a game's request is answered, wherever it is posted: the public board's page action
// and its JSON address (game-api.server.ts), and any address that uses the game, as a class's does
// (the classroom fills in a `GameAddress` of its own). This module owns the order of the checks, their
// statuses and the reply (docs/decisions/0005-signed-game-id-and-score-checks.md); an address
// supplies only what differs: who may play there, its limiters and keys, its extra check, its store.
//
// The order, cheapest and least revealing first: the origin (403); the intent, `start` or `save`
// (anything else 400, before any limiter is counted); the address's admission (a class's pupil);
// the signing key (503); the limiter (429, counted for every request that got this far, refused
// saves too); then a start gets its signed id (which keeps whether the game is in depth mode), and
// a save its fields (400), its figures measured from its presses by the address (400 without
// them, 422 for times no game has), its signed id and timing (403, 422), the address's own check
// (422; 400 for depths of a game not started in depth mode), the board's limit for a copy of the save on
// the public board (a class's save asked to go there: counted, and only that copy is refused), and
// the store.

export type GameIntent = "start" | "save";

/** A refusal: its message for the visitor (a translation key), status, reason for the log. */
export interface GameRefusal {
  message: string;
  status: number;
  reason: string;
  headers?: Record<string, string>;
}

/** What a request is answered: a body for each address to send in its own format. */
export interface GameReply {
  body: GameAnswer;
  status: number;
  headers: Record<string, string>;
  /** After a save, where its D1 session wrote up to: a read from there sees the new score. */
  bookmark: string | null;
}

/** A stored save: headers for the answer (a D1 bookmark), and whether the public board changed. */
export interface StoredGame {
  stored: true;
  bookmark: string | null;
  /** Extra fields of the save's answer (a class's: whether it also reached the board). */
  extra?: { toBoard?: BoardOutcome };
}

/** A game's address: what differs between the public board and a class. */
export interface GameAddress<Admitted, Save extends { game_id: string }, Claim extends ScoreClaim> {
  /** The log's words for its events. */
  events: { notStarted: string; refused: string; notStored: string };
  /** The message of its limiter's refusal. */
  rateLimited: TranslationKey;
  /** Who may play here (a class: the pupil of the cookie); refused before anything is counted. */
  admit(request: Request, context: AppLoadContext, intent: GameIntent): Promise<Admitted | GameRefusal>;
  /**
   * The limiters a request of `intent` counts against, in order, each with its key: the first
   * refusal stops the request before the later ones are counted.
   */
  limits(admitted: Admitted, request: Request, intent: GameIntent, env: Env): GameLimit[];
  /** The save's fields. */
  schema: z.ZodType<Save>;
  /**
   * What the save claims, as this address takes it (a class measures every figure from the
   * presses' times itself), or its refusal.
   */
  claimOf(save: Save, admitted: Admitted): Claim | GameRefusal;
  /**
   * A check of its own once the claim passed the board's and the signed id held (the game lasted no
   * longer than its id, depths only from a game started in depth mode): a reason for a 422, a
   * refusal of its own, or null.
   */
  problem?(claim: Claim, game: CheckedGame): string | GameRefusal | null;
  /**
   * Notes that a game began (a class: the pupil is "playing now" on the teacher's table). A failure
   * is logged and the game starts all the same: the note is a courtesy, the game is the point.
   */
  started?(admitted: Admitted, context: AppLoadContext, now: number): Promise<void>;
  /**
   * Whether a save goes to the public board: "always" (the board's own address, whose limiter is
   * among its `limits`), or, for a class, when the save asks, the teacher allows it and the game is
   * not too even for a finger.
   */
  toBoard: "always" | ((admitted: Admitted, save: Save, claim: Claim) => boolean);
  /** Stores a checked save, and its copy on the board if it has one (throws on a database failure). */
  store(input: {
    request: Request;
    context: AppLoadContext;
    admitted: Admitted;
    save: Save;
    claim: Claim;
    gameId: string;
    now: number;
    board: BoardCopy;
  }): Promise<StoredGame | GameRefusal>;
}

/**
 * A save's copy on the public board: none, refused by the board's limit of saves per address, or
 * to write, under the board's key of the client address.
 */
export type BoardCopy = { kind: "none" } | { kind: "refused" } | { kind: "copy"; clientHash: string };

/** A limiter and the key it counts a request by. */
export interface GameLimit {
  limiter: RateLimit;
  key: string;
}

const RETRY_AFTER = { "Retry-After": "60" };

/**
 * The board's limit: a save that goes to the board from another address counts against the board's
 * own limit of saves per client address, as any save posted there does (docs/decisions/0015).
 */
async function boardCopy<Admitted, Save extends { game_id: string }, Claim extends ScoreClaim>(
  address: Pick<GameAddress<Admitted, Save, Claim>, "toBoard">,
  admitted: Admitted,
  save: Save,
  claim: Claim,
  request: Request,
  { env, secret, now }: { env: Env; secret: string; now: number },
): Promise<BoardCopy> {
  if (address.toBoard !== "always") {
    if (!address.toBoard(admitted, save, claim)) return { kind: "none" };
    if (!(await env.GAME_SAVE_RATE_LIMITER.limit({ key: clientKey(request) })).success) return { kind: "refused" };
  }
  return { kind: "copy", clientHash: await boardClientKey(secret, request, now) };
}

function isRefusal(value: unknown): value is GameRefusal {
  return typeof value === "object" && value !== null && "reason" in value && "status" in value;
}

/** Whether a start says its game is in depth mode (the phone's motion measures it): kept in the signed id. */
function startsInDepthMode(formData: FormData): boolean {
  return formData.get("depth_mode") === "on";
}

/** The intent of a posted form, or null for anything else. */
export function gameIntent(formData: FormData): GameIntent | null {
  const intent = formData.get("intent");
  return intent === "start" || intent === "save" ? intent : null;
}

/** A refused save's body: the message for the whole form (conform's shape), the fields kept. */
function refusedSave(message: string, formData: FormData): GameAnswer {
  const initialValue = Object.fromEntries(
    [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return { intent: "save", result: { status: "error", initialValue, error: { "": [message] } } };
}

/** Answers one game request to `address`, whose form (from this site) has been read. */
export async function answerGameRequest<Admitted, Save extends { game_id: string }, Claim extends ScoreClaim>(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  address: GameAddress<Admitted, Save, Claim>,
): Promise<GameReply> {
  const { env } = context.cloudflare;
  const { requestId } = context;
  const posted = gameIntent(formData);
  const intent: GameIntent = posted ?? "save";
  const refuse = (refusal: GameRefusal): GameReply => {
    const event = intent === "start" ? address.events.notStarted : address.events.refused;
    logEvent(refusal.status >= 500 ? "error" : "warn", { requestId, event, reason: refusal.reason });
    const body: GameAnswer =
      intent === "start" ? { intent: "start", error: refusal.message } : refusedSave(refusal.message, formData);
    return { body, status: refusal.status, headers: refusal.headers ?? {}, bookmark: null };
  };

  // server.ts refuses a cross-site post before it gets here; this stands for any other way in.
  if (isCrossSitePost(request)) return refuse({ message: "game.save.rejected", status: 403, reason: "cross-site" });
  if (posted === null) return refuse({ message: "game.save.rejected", status: 400, reason: "unknown intent" });
  const admitted = await address.admit(request, context, intent);
  if (isRefusal(admitted)) return refuse(admitted);
  const secret = env.SCORE_SIGNING_KEY;
  if (!secret) return refuse({ message: "game.save.unavailable", status: 503, reason: "SCORE_SIGNING_KEY is not set" });
  for (const { limiter, key } of address.limits(admitted, request, intent, env)) {
    if (!(await limiter.limit({ key })).success) {
      return refuse({ message: address.rateLimited, status: 429, reason: "rate limited", headers: RETRY_AFTER });
    }
  }
  if (intent === "start") {
    const now = Date.now();
    try {
      await address.started?.(admitted, context, now);
    } catch (error) {
      logEvent("warn", { requestId, event: address.events.notStarted, reason: "start not noted", error });
    }
    const gameToken = await issueGameToken(secret, now, { depthMode: startsInDepthMode(formData) });
    return { body: { intent: "start", gameToken }, status: 200, headers: {}, bookmark: null };
  }

  const submission = parseWithZod(formData, { schema: address.schema });
  if (submission.status !== "success") {
    logEvent("warn", { requestId, event: address.events.refused, reason: "invalid fields" });
    return { body: { intent: "save", result: submission.reply() }, status: 400, headers: {}, bookmark: null };
  }
  const save = submission.value;
  const claim = address.claimOf(save, admitted);
  if (isRefusal(claim)) return refuse(claim);
  const now = Date.now();
  const checked = await checkGame(secret, save.game_id, claim, now);
  if (!checked.ok) return refuse({ message: "game.save.rejected", status: checked.status, reason: checked.reason });
  const problem = address.problem?.(claim, checked) ?? null;
  if (typeof problem === "string") return refuse({ message: "game.save.rejected", status: 422, reason: problem });
  if (problem) return refuse(problem);

  const board = await boardCopy(address, admitted, save, claim, request, { env, secret, now });
  let stored: StoredGame | GameRefusal;
  try {
    stored = await address.store({ request, context, admitted, save, claim, gameId: checked.gameId, now, board });
  } catch (error) {
    logEvent("error", { requestId, event: address.events.notStored, error });
    return refuse({
      message: "game.save.failed",
      status: 503,
      reason: "database error",
      headers: { "Retry-After": "30" },
    });
  }
  if (isRefusal(stored)) return refuse(stored);
  // The visitor's next pages read a replica that has the new game (session.server.ts).
  const headers: Record<string, string> = stored.bookmark
    ? { "Set-Cookie": bookmarkCookie(request, stored.bookmark) }
    : {};
  return { body: { intent: "save", saved: true, ...stored.extra }, status: 200, headers, bookmark: stored.bookmark };
}
