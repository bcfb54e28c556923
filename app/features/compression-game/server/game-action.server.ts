import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { withDeadline } from "~/.server/db/deadline.server";
import { d1Session } from "~/.server/db/session.server";
import { logEvent } from "~/.server/log.server";
import { purgeLeaderboardPages } from "~/.server/page-cache";
import { clientKey, readSameSiteForm } from "~/.server/request-guards.server";
import { boardScoreStatement } from "./board-scores.server";
import { boardSaveSchema, type BoardSave } from "./board-schema.server";
import { answerGameRequest, type GameAddress, type GameReply } from "./game-pipeline.server";
import { boardGameFigures, type BoardGameClaim } from "../measures/board-game-check";
import { lastedWithin } from "../measures/timing-check";

// The public board's game: its two requests (`start`, `save`), posted by the game's island to its
// JSON address (game-api.server.ts) or, without JavaScript, by hand to the page that shows it
// (gameAction). Both are answered by the game pipeline (game-pipeline.server.ts), rate-limited per
// client address, generously: a class of thirty behind one school address, each starting and
// saving a game a minute, stays well within (docs/operations.md). A save brings its presses' times
// and rhythm, and the server measures the board's figures from them (board-game-check.ts); a
// game too even for a finger (too-regular.ts) is not published.

/** The board's address of the pipeline: anyone may play; limits and the board's key by address. */
export const boardGame: GameAddress<null, BoardSave, BoardGameClaim> = {
  events: { notStarted: "game not started", refused: "score refused", notStored: "score not stored" },
  rateLimited: "game.save.rateLimited",
  admit: () => Promise.resolve(null),
  limits: (_admitted, request, intent, env) => [
    { limiter: intent === "start" ? env.GAME_START_RATE_LIMITER : env.GAME_SAVE_RATE_LIMITER, key: clientKey(request) },
  ],
  schema: boardSaveSchema,
  toBoard: "always",
  // A page of a build before the times sends none: it cannot be measured, and is told to reload.
  claimOf: (save) => {
    if (!save.presses_at || save.duration_ms === undefined || save.bpm === undefined) {
      return { message: "game.save.reload", status: 400, reason: "no press times" };
    }
    const figures = boardGameFigures({ pressesAt: save.presses_at, durationMs: save.duration_ms }, save.bpm);
    if (typeof figures === "string") return { message: "game.save.rejected", status: 422, reason: figures };
    if (figures.tooRegular) return { message: "game.save.tooRegular", status: 422, reason: "too regular" };
    return figures;
  },
  problem: (claim, game) => (lastedWithin(claim.timing, game.elapsedMs) ? null : "timing-mismatch"),
  async store({ request, context, save, claim, gameId, board }) {
    if (board.kind !== "copy") throw new Error("the board's own save has no copy to write");
    // At the primary, so that the session's bookmark covers the new score (session.server.ts).
    const session = d1Session(context.cloudflare.env.DB, "write");
    const score = { ...claim, playerName: save.player_name, gameId, clientHash: board.clientHash };
    const stored = await withDeadline(boardScoreStatement(session.db, score));
    if (stored.length === 0) return { message: "game.save.rejected", status: 409, reason: "game id already used" };
    await purgeBoardPages(request, context);
    return { stored: true, bookmark: session.bookmark() };
  },
};

/**
 * The board changed: its pages leave the edge cache before the answer goes out (so that no page
 * asked for after it shows the old board). The score is stored either way: a failed purge is logged.
 */
export async function purgeBoardPages(request: Request, context: AppLoadContext): Promise<void> {
  await purgeLeaderboardPages(new URL(request.url).origin, context.pageFingerprint).catch((error: unknown) =>
    logEvent("warn", { requestId: context.requestId, event: "leaderboard pages not purged", error }),
  );
}

/** Answers one of the board game's requests, whose form (from this site) has been read. */
export function answerGame(request: Request, context: AppLoadContext, formData: FormData): Promise<GameReply> {
  return answerGameRequest(request, context, formData, boardGame);
}

/**
 * The page's action: a post without JavaScript (the game itself posts to its JSON address). Its
 * answer is the page again, which words it (gameAnswerMessage).
 */
export async function gameAction({ request, context }: ActionFunctionArgs) {
  const answer = await answerGame(request, context, await readSameSiteForm(request));
  return data(answer.body, { status: answer.status, headers: answer.headers });
}
