import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ProjectorJson } from "~/features/classroom/results/class-results-json";
import { topPupils } from "~/features/classroom/results/class-results-json";
import { summarizeClass } from "~/features/classroom/results/class-summary";
import { classFileNotFound } from "~/features/classroom/server/class-not-found.server";
import { classOfProjector } from "~/features/classroom/server/classroom.server";
import { classResults } from "~/features/classroom/results/class-table.server";
import { privateHeaders } from "~/features/classroom/private-headers";
import { intlLocale } from "~/lib/intl-locale";
import { langFromPath } from "~/lib/paths";

// The projector's top ten as JSON (…/p/<token>/results.json), which its live list re-reads every
// few seconds: nicknames and best scores only, the same private headers, a 404 for a wrong token.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const stored = await classOfProjector(env, params.token ?? "");
  if (!stored) return classFileNotFound(request, context.requestId);
  const { pupils, games } = await classResults(env, stored.id);
  const lang = langFromPath(new URL(request.url).pathname);
  const body: ProjectorJson = {
    closed: stored.closedAt !== null,
    top: topPupils(summarizeClass(pupils, games, intlLocale[lang])),
  };
  return Response.json(body, { headers: privateHeaders });
}
