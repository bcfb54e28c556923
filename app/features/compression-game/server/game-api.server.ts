import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isCrossSitePost } from "~/.server/http-boundary";
import { logEvent } from "~/.server/log.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { weeklyLeaderboard } from "~/features/leaderboard/leaderboard.server";
import { leaderboardView } from "~/features/leaderboard/leaderboard";
import { languages, type Lang } from "~/i18n-routes";
import { answerGame } from "./game-action.server";
import type { GameReply } from "./game-pipeline.server";
import type { GameSaveAnswer } from "../save/game-answer";

// The game's JSON address (app/routes/game-api.ts, lib/api-routes.ts): the island's start and save,
// answered as the page's action answers them (answerGame), with the same statuses and headers, but
// as JSON, which a script reads without Remix's client. A save also answers the week's board read
// again after it (`lang`: the page's language, in which its caption is said), so that the island
// shows the new score at once, with no second request.

/** Never kept by a browser or a proxy: each answer is for one game. */
const NO_STORE = { "Cache-Control": "no-store" };

function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...headers, ...NO_STORE } });
}

function langOf(value: FormDataEntryValue | null): Lang | null {
  return languages.find((lang) => lang === value) ?? null;
}

/** The week's board after a save, in the page's language; left out when it cannot be read (the island keeps its own). */
async function withLeaderboard(
  reply: GameReply,
  lang: Lang,
  context: ActionFunctionArgs["context"],
): Promise<GameSaveAnswer> {
  const board = await weeklyLeaderboard(context.cloudflare.env, new Date(), context.requestId, reply.bookmark);
  if (board.unavailable) return { intent: "save", saved: true };
  return { intent: "save", saved: true, leaderboard: leaderboardView(board, lang) };
}

export async function gameApiAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  // A cross-site post is refused by the pipeline (logged, in the answer's shape), its body unread.
  const formData = isCrossSitePost(request) ? new FormData() : await readSameSiteForm(request);
  const intent = formData.get("intent");
  const lang = langOf(formData.get("lang"));
  // Checked before the save's own checks: the island always sends it, so a save without it comes
  // from no page of the site, and is refused without touching the limiter or the database.
  if (intent === "save" && lang === null) {
    logEvent("warn", { requestId: context.requestId, event: "score refused", reason: "no page language" });
    const result = { status: "error" as const, error: { "": ["game.save.rejected"] } };
    return jsonAnswer({ intent: "save", result } satisfies GameSaveAnswer, 400);
  }
  const reply = await answerGame(request, context, formData);
  const saved = "saved" in reply.body && lang !== null;
  const body = saved ? await withLeaderboard(reply, lang, context) : reply.body;
  return jsonAnswer(body, reply.status, reply.headers);
}

/** Anything but a POST: the address has nothing to show. */
export function gameApiOtherMethod(): Response {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}
