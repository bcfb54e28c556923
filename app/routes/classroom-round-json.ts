import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classFileNotFound } from "~/features/classroom/server/class-not-found.server";
import { roundLiveOf } from "~/features/classroom/rounds/class-rounds.server";
import { classOfProjector, classOfTeacher } from "~/features/classroom/server/classroom.server";
import { PROJECTOR_SEGMENT } from "~/lib/secret-paths";
import { privateHeaders } from "~/features/classroom/private-headers";

// The class's round as it runs (…/t/<token>/round.json and …/p/<token>/round.json), which the
// teacher's round panel and the projector re-read every few seconds while a round is on
// (features/classroom/rounds/round-live.ts): counts, rates and, once it ended, the ranking's nicknames and
// figures. Read only, the same for both links; private headers; a 404 for a wrong token.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const token = params.token ?? "";
  const byProjector = new URL(request.url).pathname.includes(PROJECTOR_SEGMENT);
  const stored = byProjector ? await classOfProjector(env, token) : await classOfTeacher(env, token);
  if (!stored) return classFileNotFound(request, context.requestId);
  return Response.json(await roundLiveOf(env, stored, Date.now()), { headers: privateHeaders });
}
