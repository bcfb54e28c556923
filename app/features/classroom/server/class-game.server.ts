import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { isCrossSitePost } from "~/.server/http-boundary";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { purgeBoardPages } from "~/features/compression-game/server/game-action.server";
import {
  answerGameRequest,
  type GameAddress,
  type GameRefusal,
} from "~/features/compression-game/server/game-pipeline.server";
import { lastedWithin } from "~/features/compression-game/measures/timing-check";
import { langFromPath } from "~/lib/paths";
import { classGameFigures, type ClassGameClaim } from "./class-game-check";
import { FREE_GAME_GAP_S, notePlaying, storeClassGame } from "./class-game-store.server";
import { classGameSchema, type ClassGameFields } from "./class-schema.server";
import { pupilCookie } from "./classroom-cookies.server";
import { pupilOfToken, type TokenPupil } from "./class-pupils.server";

// A class's game (app/routes/class-game-api.ts, under the classroom page): a pupil's island asks
// for a signed game id and saves the result there, as JSON, through the game's pipeline
// (compression-game/server/game-pipeline.server.ts) as the public game does at /api/game: the
// class fills in the pipeline's address with its pupils, limits, schema, figures and store. The pupil is the one of the
// cookie. Starts and saves are limited per pupil and per class, never per address: a school's thirty
// pupils share one (docs/decisions/0014-classroom-sessions.md, 0019). A save the pupil also sends to the public board
// counts against the board's own limit of the address, as any save there does (0015).

async function admitPupil(request: Request, context: AppLoadContext): Promise<TokenPupil | GameRefusal> {
  const token: unknown = await pupilCookie(langFromPath(new URL(request.url).pathname)).parse(
    request.headers.get("Cookie"),
  );
  const pupil = typeof token === "string" ? await pupilOfToken(context.cloudflare.env, token) : null;
  if (!pupil) return { message: "classroom.game.notJoined", status: 403, reason: "no pupil" };
  if (pupil.removedAt) return { message: "classroom.game.removed", status: 403, reason: "pupil removed" };
  if (pupil.closedAt) return { message: "classroom.game.closed", status: 409, reason: "class closed" };
  return pupil;
}

export const classGame: GameAddress<TokenPupil, ClassGameFields, ClassGameClaim> = {
  events: { notStarted: "class game not started", refused: "class game refused", notStored: "class game not stored" },
  rateLimited: "classroom.game.rateLimited",
  admit: (request, context) => admitPupil(request, context),
  // Each pupil first, so that one pupil's burst stops that pupil, not the classmates; then the
  // class, sized for 60 pupils playing at once, which bounds what joining anew could multiply.
  // Keyed by the class's code too: a row id comes back once its table is emptied, a code does not.
  limits: (pupil, _request, intent, env) => [
    { limiter: env.CLASS_PUPIL_GAME_RATE_LIMITER, key: `${intent} ${pupil.joinCode} pupil ${pupil.pupilId}` },
    { limiter: env.CLASS_GAME_RATE_LIMITER, key: `${intent} ${pupil.joinCode}` },
  ],
  schema: classGameSchema,
  // A save goes to the board too when the pupil asks and the teacher allows it (0015), unless it is
  // too even for a finger (measures/too-regular.ts): the class keeps it, marked, the board does not.
  toBoard: (pupil, save, claim) => save.to_board === true && pupil.boardAllowed && !claim.tooRegular,
  // Every figure is measured here from the presses' times at the class's rhythm, and the depth's
  // from the depths a game in depth mode sends; what the page says of them is not read. A page of a build before the times cannot be saved: it is told to reload.
  claimOf: (save, pupil) => {
    if (!save.presses_at || save.duration_ms === undefined) {
      return { message: "classroom.game.reload", status: 400, reason: "no press times" };
    }
    const timing = { pressesAt: save.presses_at, durationMs: save.duration_ms };
    const figures = classGameFigures(timing, pupil.bpm, save.depths_mm);
    return typeof figures === "string" ? { message: "game.save.rejected", status: 422, reason: figures } : figures;
  },
  started: (pupil, context, now) => notePlaying(context.cloudflare.env, pupil, now),
  problem: (claim, game) => {
    // Only a game started in depth mode measures depths; a page of a build before the mode was
    // signed says nothing of it at the start, and is told to reload.
    if (claim.depthMeanMm !== null && !game.depthMode) {
      return { message: "classroom.game.reload", status: 400, reason: "depths without depth mode" };
    }
    return lastedWithin(claim.timing, game.elapsedMs) ? null : "timing-mismatch";
  },
  async store({ request, context, admitted: pupil, save, claim, gameId, board }) {
    const boardKey = board.kind === "copy" ? board.clientHash : null;
    const ids = { classId: pupil.classId, pupilId: pupil.pupilId, gameId };
    const outcome = await storeClassGame(context.cloudflare.env, { ...ids, nickname: pupil.nickname, claim, boardKey });
    if (outcome.kind === "class-full") return { message: "classroom.game.full", status: 409, reason: "class full" };
    if (outcome.kind === "already-saved") {
      return { message: "game.save.rejected", status: 409, reason: "game id already used" };
    }
    if (outcome.kind === "too-soon") {
      const retry = { "Retry-After": String(FREE_GAME_GAP_S) };
      return { message: "classroom.game.tooSoon", status: 429, reason: "saved too soon", headers: retry };
    }
    if (outcome.kind === "not-in-class") {
      return { message: "classroom.game.closed", status: 409, reason: "class closed or pupil removed" };
    }
    if (outcome.onBoard) await purgeBoardPages(request, context);
    const tooRegular = save.to_board === true && pupil.boardAllowed && claim.tooRegular;
    const toBoard = outcome.onBoard
      ? "saved"
      : board.kind === "refused"
        ? "refused"
        : tooRegular
          ? "too-regular"
          : undefined;
    return { stored: true, bookmark: outcome.bookmark, extra: toBoard ? { toBoard } : undefined };
  },
};

export async function classGameApiAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  // A cross-site post is refused by the pipeline, in JSON, without its body being read.
  const formData = isCrossSitePost(request) ? new FormData() : await readSameSiteForm(request);
  const reply = await answerGameRequest(request, context, formData, classGame);
  return Response.json(reply.body, {
    status: reply.status,
    headers: { ...reply.headers, "Cache-Control": "no-store" },
  });
}
