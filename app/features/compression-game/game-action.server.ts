import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { database } from "~/.server/db/client";
import { bookmarkCookie, d1Session } from "~/.server/db/session.server";
import { purgeLeaderboardPages } from "~/.server/page-cache";
import { withDeadline } from "~/.server/db/deadline.server";
import { chestCompressionScores } from "~/.server/db/schema";
import { logEvent } from "~/.server/log.server";
import { clientIp, readSameSiteForm } from "~/.server/request-guards.server";
import { boardClientKey } from "~/.server/client-hash.server";
import { scoreSaveSchema } from "~/features/compression-game/score-schema";
import { checkGame } from "./game-check.server";
import { issueGameToken } from "./game-token.server";
import type { GameAnswer } from "./game-answer";

// The game's two requests (field `intent`), posted by the game's island to its JSON address
// (game-api.server.ts) or, without JavaScript, by hand to the page that shows it (gameAction):
// - "start": a signed game id for the game that is starting;
// - "save": the result and the player's name, stored once if the game id is genuine and unused
//   and the result could come from a real game. Nothing is stored when any check fails.
// Both are rate-limited per client address, generously: a class of thirty behind one school
// address, each starting and saving a game a minute, stays well within (docs/operations.md).
// Both addresses answer alike, from one implementation (answerGame), each in its own format.

const RETRY_AFTER = { "Retry-After": "60" };

/** An answer to one of the game's requests, for each address to send in its own format. */
export interface GameReply {
  body: GameAnswer;
  status: number;
  headers: Record<string, string>;
  /** After a save, where its D1 session wrote up to: a read from there sees the new score. */
  bookmark: string | null;
}

function reply(body: GameAnswer, status = 200, headers: Record<string, string> = {}): GameReply {
  return { body, status, headers, bookmark: null };
}

/**
 * The page's action: a post without JavaScript (the game itself posts to its JSON address). Its
 * answer is the page again, which words it (gameAnswerMessage).
 */
export async function gameAction({ request, context }: ActionFunctionArgs) {
  const answer = await answerGame(request, context, await readSameSiteForm(request));
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** Answers one of the game's requests, whose form (from this site) has been read. */
export async function answerGame(request: Request, context: AppLoadContext, formData: FormData): Promise<GameReply> {
  const { env } = context.cloudflare;
  const intent = formData.get("intent");
  const secret = env.SCORE_SIGNING_KEY;

  if (intent === "start") {
    const { success: withinLimit } = await env.GAME_START_RATE_LIMITER.limit({ key: clientIp(request) });
    if (!withinLimit) {
      logEvent("warn", { requestId: context.requestId, event: "game not started", reason: "rate limited" });
      return reply({ intent: "start", error: "game.save.rateLimited" }, 429, RETRY_AFTER);
    }
    if (!secret) {
      logEvent("error", {
        requestId: context.requestId,
        event: "game not started",
        reason: "SCORE_SIGNING_KEY is not set",
      });
      return reply({ intent: "start", error: "game.save.unavailable" }, 503);
    }
    return reply({ intent: "start", gameToken: await issueGameToken(secret, Date.now()) });
  }

  const submission = parseWithZod(formData, { schema: scoreSaveSchema });
  const refuse = (status: number, message: string, reason: string, headers: Record<string, string> = {}) => {
    logEvent(status >= 500 ? "error" : "warn", {
      requestId: context.requestId,
      event: status >= 500 ? "score not saved" : "score refused",
      reason,
    });
    const result = message ? submission.reply({ formErrors: [message] }) : submission.reply();
    return reply({ intent: "save", result }, status, headers);
  };

  if (intent !== "save") return refuse(400, "game.save.rejected", "unknown intent");
  const { success: withinLimit } = await env.GAME_SAVE_RATE_LIMITER.limit({ key: clientIp(request) });
  if (!withinLimit) return refuse(429, "game.save.rateLimited", "rate limited", RETRY_AFTER);
  if (submission.status !== "success") return refuse(400, "", "invalid fields");
  if (!secret) return refuse(503, "game.save.unavailable", "SCORE_SIGNING_KEY is not set");

  const save = submission.value;
  const now = Date.now();
  const claim = {
    score: save.score,
    accuracy: save.accuracy,
    successRate: save.success_rate,
    compressions: save.compressions,
  };
  const checked = await checkGame(secret, save.game_id, claim, now);
  if (!checked.ok) return refuse(checked.status, "game.save.rejected", checked.reason);

  // At the primary, so that the session's bookmark covers the new score (session.server.ts).
  const session = d1Session(env.DB, "write");
  const clientHash = await boardClientKey(secret, request, now);
  let stored: { id: number }[];
  try {
    stored = await withDeadline(
      database({ DB: session.db })
        .insert(chestCompressionScores)
        .values({
          player_name: save.player_name,
          score: save.score,
          accuracy: save.accuracy,
          success_rate: save.success_rate,
          compressions: save.compressions,
          game_id: checked.gameId,
          client_hash: clientHash,
        })
        .onConflictDoNothing({ target: chestCompressionScores.game_id })
        .returning({ id: chestCompressionScores.id }),
    );
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "score not stored", error });
    return refuse(503, "game.save.failed", "database error");
  }
  if (stored.length === 0) return refuse(409, "game.save.rejected", "game id already used");
  // The board changed: its pages leave the edge cache before the answer goes out (so that no page
  // asked for after it shows the old board), and the player's next requests read a replica that
  // has the new score. The score is stored either way: a purge that fails is only logged.
  await purgeLeaderboardPages(new URL(request.url).origin, context.buildId).catch((error: unknown) =>
    logEvent("warn", { requestId: context.requestId, event: "leaderboard pages not purged", error }),
  );
  const bookmark = session.bookmark();
  const headers: Record<string, string> = bookmark ? { "Set-Cookie": bookmarkCookie(request, bookmark) } : {};
  return { body: { intent: "save", saved: true }, status: 200, headers, bookmark };
}
