import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageBasics } from "~/.server/page.server";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { classExpiry } from "../class-rules";
import { classNotFound } from "../server/class-not-found.server";
import { classRounds } from "../rounds/class-rounds.server";
import { classOfTeacher } from "../server/classroom.server";
import { classResults } from "./class-table.server";
import { teacherPath } from "../classroom-routes";
import { REPORT_NAMES_PARAM } from "./lesson-report";
import { summarizeLesson } from "./lesson-summary";

// The printable report of a lesson, beside the teacher link (…/t/<token>/report): made from the
// class's rounds each time it is opened and stored nowhere, so that after the class is deleted
// only what the teacher printed remains. The nicknames' results are in it only when the teacher
// asks (`?names=1`): a report handed on, or left on a printer, shows the class's figures alone.

export async function reportLoader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const token = params.token ?? "";
  const stored = await classOfTeacher(env, token);
  if (!stored) return classNotFound(request, context.requestId);
  const { lang, meta, strings, t } = await pageBasics(request, context, "classroom");
  const withNames = new URL(request.url).searchParams.get(REPORT_NAMES_PARAM) === "1";
  const [{ pupils }, lesson] = await Promise.all([classResults(env, stored.id), classRounds(env, stored.id)]);
  const summary = summarizeLesson(lesson.rounds, lesson.entries, pupils, intlLocale[lang]);
  const day = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  // The lesson's day is its first round's; a class without a round has only the day it was opened.
  const firstRound = summary.rounds[0];
  return data({
    found: true as const,
    meta: { ...meta, title: `${stored.name} · ${t("classroom.report.title")}`, noIndex: true },
    strings,
    name: stored.name,
    day: day.format(firstRound ? new Date(firstRound.startsAt) : new Date(stored.createdAt)),
    expires: day.format(classExpiry(stored.createdAt)),
    teacherPath: teacherPath(lang, token),
    withNames,
    rounds: summary.rounds,
    figures: summary.figures,
    // Sent only when asked for: what is not in the data cannot be in the page.
    pupils: withNames ? summary.pupils : null,
  });
}
