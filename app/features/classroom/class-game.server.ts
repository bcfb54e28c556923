import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { bookmarkCookie } from "~/.server/db/session.server";
import { isCrossSitePost } from "~/.server/http-boundary";
import { logEvent } from "~/.server/log.server";
import { purgeLeaderboardPages } from "~/.server/page-cache";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { boardClientKey } from "~/.server/client-hash.server";
import type { GameAnswer } from "~/features/compression-game/game-answer";
import { checkGame } from "~/features/compression-game/game-check.server";
import { issueGameToken } from "~/features/compression-game/game-token.server";
import { langFromPath } from "~/lib/paths";
import { rhythmProblem } from "./class-game-check";
import { storeClassGame } from "./class-game-store.server";
import { classGameSchema } from "./class-schema.server";
import { pupilCookie } from "./classroom-cookies.server";
import { pupilOfToken } from "./join-class.server";

// A class's game (app/routes/class-game-api.ts, under the classroom page): a pupil's island asks
// for a signed game id and saves the result there, as JSON, as the public game does at /api/game.
// The pupil is the one of the cookie. The limits are the class's, never the address's: a school's
// thirty pupils share one (docs/decisions/0014-classroom-sessions.md).

const NO_STORE = { "Cache-Control": "no-store" };
const RETRY_AFTER = { "Retry-After": "60" };

function jsonAnswer(body: GameAnswer, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...headers, ...NO_STORE } });
}

/** A save refused with one message for the whole form (the island shows it above its button). */
function refusedSave(message: string, status: number, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ intent: "save", result: { status: "error", error: { "": [message] } } }, status, headers);
}

type Refusal = { message: string; status: number; reason: string; headers?: Record<string, string> };

function refuse(intent: "start" | "save", refusal: Refusal, requestId: string): Response {
  logEvent("warn", {
    requestId,
    event: intent === "start" ? "class game not started" : "class game refused",
    reason: refusal.reason,
  });
  return intent === "start"
    ? jsonAnswer({ intent: "start", error: refusal.message }, refusal.status, refusal.headers)
    : refusedSave(refusal.message, refusal.status, refusal.headers);
}

export async function classGameApiAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  // server.ts refuses a cross-site post before it gets here; this stands for any other way in.
  if (isCrossSitePost(request)) return refusedSave("game.save.rejected", 403);
  const { env } = context.cloudflare;
  const { requestId } = context;
  const formData = await readSameSiteForm(request);
  const intent = formData.get("intent") === "start" ? "start" : "save";
  const token: unknown = await pupilCookie(langFromPath(new URL(request.url).pathname)).parse(
    request.headers.get("Cookie"),
  );
  const pupil = typeof token === "string" ? await pupilOfToken(env, token) : null;
  if (!pupil)
    return refuse(intent, { message: "classroom.game.notJoined", status: 403, reason: "no pupil" }, requestId);
  if (pupil.closedAt)
    return refuse(intent, { message: "classroom.game.closed", status: 409, reason: "class closed" }, requestId);
  const secret = env.SCORE_SIGNING_KEY;
  if (!secret) {
    logEvent("error", { requestId, event: "class game not answered", reason: "SCORE_SIGNING_KEY is not set" });
    return intent === "start"
      ? jsonAnswer({ intent: "start", error: "game.save.unavailable" }, 503)
      : refusedSave("game.save.unavailable", 503);
  }
  const limiter = intent === "start" ? env.GAME_START_RATE_LIMITER : env.GAME_SAVE_RATE_LIMITER;
  // Keyed by the class, never by the address: a limiter's keys are its own, apart from addresses.
  if (!(await limiter.limit({ key: `class ${pupil.classId}` })).success) {
    const limited = {
      message: "classroom.game.rateLimited",
      status: 429,
      reason: "rate limited",
      headers: RETRY_AFTER,
    };
    return refuse(intent, limited, requestId);
  }
  if (intent === "start") return jsonAnswer({ intent: "start", gameToken: await issueGameToken(secret, Date.now()) });

  const submission = parseWithZod(formData, { schema: classGameSchema });
  if (submission.status !== "success" || formData.get("intent") !== "save") {
    return refuse("save", { message: "game.save.rejected", status: 400, reason: "invalid fields" }, requestId);
  }
  const save = submission.value;
  const claim = {
    score: save.score,
    accuracy: save.accuracy,
    successRate: save.success_rate,
    compressions: save.compressions,
    meanRateBpm: save.mean_rate_bpm,
    shareInWindow: save.share_in_window,
  };
  const now = Date.now();
  const checked = await checkGame(secret, save.game_id, claim, now);
  const problem = checked.ok ? rhythmProblem(claim, checked.elapsedMs) : checked.reason;
  if (!checked.ok || problem) {
    const status = checked.ok ? 422 : checked.status;
    return refuse("save", { message: "game.save.rejected", status, reason: problem ?? "rejected" }, requestId);
  }
  const boardKey = save.to_board === true ? await boardClientKey(secret, request, now) : null;
  let outcome: Awaited<ReturnType<typeof storeClassGame>>;
  try {
    const ids = { classId: pupil.classId, pupilId: pupil.pupilId, gameId: checked.gameId };
    outcome = await storeClassGame(env, { ...ids, nickname: pupil.nickname, claim, boardKey });
  } catch (error) {
    logEvent("error", { requestId, event: "class game not stored", error });
    return refusedSave("game.save.failed", 503, { "Retry-After": "30" });
  }
  if (outcome.kind === "class-full") {
    return refuse("save", { message: "classroom.game.full", status: 409, reason: "class full" }, requestId);
  }
  if (outcome.kind === "already-saved") {
    return refuse("save", { message: "game.save.rejected", status: 409, reason: "game id already used" }, requestId);
  }
  if (outcome.onBoard) {
    await purgeLeaderboardPages(new URL(request.url).origin, context.buildId).catch((error: unknown) =>
      logEvent("warn", { requestId, event: "leaderboard pages not purged", error }),
    );
  }
  const headers: Record<string, string> = outcome.bookmark
    ? { "Set-Cookie": bookmarkCookie(request, outcome.bookmark) }
    : {};
  return jsonAnswer({ intent: "save", saved: true }, 200, headers);
}
