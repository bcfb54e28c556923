import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ClassResultsJson } from "~/features/classroom/results/class-results-json";
import { openTeacherResource } from "~/features/classroom/teacher/teacher-resource.server";

// The class's results as JSON, under its teacher link (…/t/<token>/results.json), which the live
// table of the teacher's screen and of the projector view re-reads every few seconds. The same
// rows as the page's table, the same private headers, the same 404 for a wrong token.
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openTeacherResource(args);
  if (!opened.found) return opened.answer;
  const body: ClassResultsJson = { closed: opened.stored.closedAt !== null, rows: opened.rows };
  return Response.json(body);
}
