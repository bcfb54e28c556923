import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classFileNotFound } from "~/features/classroom/server/class-not-found.server";
import { roundLiveOf } from "~/features/classroom/rounds/class-rounds.server";
import { classOfProjector, classOfTeacher } from "~/features/classroom/server/classroom.server";
import { PROJECTOR_SEGMENT } from "~/lib/secret-paths";
import { projectedRound, projectorShow } from "~/features/classroom/projector/projector-show";

// The class's round as it runs (…/t/<token>/round.json and …/p/<token>/round.json), which the
// teacher's round panel and the projector re-read every few seconds while a round is on
// (features/classroom/rounds/round-live.ts): counts, rates and, once it ended, the class's figures
// and the rankings' nicknames and figures. Read only; private headers; a 404 for a wrong token.
// The projector's is cut to what its screen shows (`?show=`, projector-show.ts): no name by default.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const token = params.token ?? "";
  const byProjector = new URL(request.url).pathname.includes(PROJECTOR_SEGMENT);
  const stored = byProjector ? await classOfProjector(env, token) : await classOfTeacher(env, token);
  if (!stored) return classFileNotFound(request, context.requestId);
  const live = await roundLiveOf(env, stored, Date.now());
  const body = byProjector ? projectedRound(live, projectorShow(new URL(request.url))) : live;
  return Response.json(body);
}
