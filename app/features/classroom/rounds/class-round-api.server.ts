import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isCrossSitePost } from "~/.server/http-boundary";
import { logEvent } from "~/.server/log.server";
import { langFromPath } from "~/lib/paths";
import { pupilCookie } from "../server/classroom-cookies.server";
import { tokenHash } from "../server/class-token.server";
import { pupilRound } from "./round-entries.server";
import { PUPIL_HASH_HEADER, roundHub } from "./round-hub-address.server";
import { answerRound, refusal, type RoundReply } from "./round-requests.server";

// A class's round address (lib/api-routes.ts classRoundApiPath), under the classroom page where the
// pupil's cookie goes. A GET that asks to upgrade opens the pupil's socket to their class's hub
// (round-hub.server.ts), which tells the device of each round as the teacher starts or ends it and
// carries its requests; a plain GET reads the class's latest round, and a POST enters it
// (`intent=enter`), sends the pupil's rate (`intent=live`) or saves the presses' times
// (`intent=save`): the same requests, for a device whose network lets no socket through
// (round-requests.server.ts answers both). JSON, never cached. Who the pupil is comes from the
// cookie only (docs/decisions/0017-class-rounds.md).

const noStore = { "Cache-Control": "no-store" };

function toResponse({ status, body, retryAfter }: RoundReply): Response {
  const headers = retryAfter ? { ...noStore, "Retry-After": String(retryAfter) } : noStore;
  return Response.json(body, { status, headers });
}

/** The hash of the pupil cookie's token, or null without one. */
async function pupilHash(request: Request): Promise<string | null> {
  const lang = langFromPath(new URL(request.url).pathname);
  const token: unknown = await pupilCookie(lang).parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 ? tokenHash(token) : null;
}

/**
 * The pupil's socket: only from a page of this site (a browser sends the cookie with another
 * site's socket too) and for a pupil still in an open class, handed to that class's hub.
 */
async function openSocket(request: Request, env: Env, hash: string | null, requestId: string): Promise<Response> {
  if (request.headers.get("Origin") !== new URL(request.url).origin) {
    return toResponse(refusal("game.save.rejected", 403, "cross-site socket", requestId));
  }
  if (!hash) return toResponse(refusal("classroom.game.notJoined", 403, "no pupil", requestId));
  let classId: number | null = null;
  try {
    const { pupil } = await pupilRound(env, hash);
    classId = pupil && !pupil.removed && !pupil.closed ? pupil.classId : null;
  } catch (error) {
    logEvent("error", { requestId, event: "class round socket not opened", error });
    return toResponse({ status: 503, body: { serverNow: Date.now(), error: "game.save.failed" }, retryAfter: 2 });
  }
  if (classId === null) return toResponse(refusal("classroom.game.notJoined", 403, "no pupil", requestId));
  const opened = await roundHub(env, classId).fetch(
    new Request(request.url, { headers: { Upgrade: "websocket", [PUPIL_HASH_HEADER]: hash } }),
  );
  // A fresh answer: the hub's headers cannot be changed, and the Worker adds its own.
  return opened.webSocket
    ? new Response(null, { status: 101, webSocket: opened.webSocket })
    : toResponse(refusal("game.save.failed", 503, "hub refused the socket", requestId));
}

export async function classRoundLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const hash = await pupilHash(request);
  const { env } = context.cloudflare;
  if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
    return openSocket(request, env, hash, context.requestId);
  }
  const read = (name: string) => (name === "intent" ? "read" : null);
  return toResponse(await answerRound(env, hash, read, context.requestId));
}

export async function classRoundAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  const { requestId } = context;
  if (isCrossSitePost(request)) return toResponse(refusal("game.save.rejected", 403, "cross-site", requestId));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  // A read is a GET: a POST is one of the three writes.
  if (field("intent") === "read") return toResponse(refusal("game.save.rejected", 400, "read posted", requestId));
  return toResponse(await answerRound(context.cloudflare.env, await pupilHash(request), field, requestId));
}
