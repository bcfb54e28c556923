import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { lessonView, type LessonView } from "~/features/classroom/results/lesson-live";
import { summarizeLesson } from "~/features/classroom/results/lesson-summary";
import { classRounds } from "~/features/classroom/rounds/class-rounds.server";
import { openTeacherResource } from "~/features/classroom/teacher/teacher-resource.server";
import { intlLocale } from "~/lib/intl-locale";

// The lesson's before and after as JSON, under its teacher link (…/t/<token>/lesson.json): what
// the teacher's screen shows of it, read again as a round's results are saved
// (features/classroom/results/lesson-live.ts), the nicknames sorted in the link's language. The
// same private headers and the same 404 for a wrong token as the link itself.
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openTeacherResource(args);
  if (!opened.found) return opened.answer;
  const { lang, stored, rows } = opened;
  const { rounds, entries } = await classRounds(args.context.cloudflare.env, stored.id);
  const body: LessonView = lessonView(summarizeLesson(rounds, entries, rows, intlLocale[lang]));
  return Response.json(body);
}
