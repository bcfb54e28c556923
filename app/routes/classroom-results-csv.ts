import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classCsvFileName, classResultsCsv } from "~/features/classroom/results/class-csv";
import { classRounds } from "~/features/classroom/rounds/class-rounds.server";
import { summarizeLesson } from "~/features/classroom/results/lesson-summary";
import { openTeacherResource } from "~/features/classroom/teacher/teacher-resource.server";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { messages } from "~/locales/messages";

// The CSV of a class's results, under its teacher link (…/t/<token>/results.csv): the class, the
// teacher's table and every attempt (free games and rounds' results, each with its kind), and the
// lesson's tests and before and after once it has had a test round, for a spreadsheet set to the
// link's language. A wrong token is a 404, as for the link itself.
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openTeacherResource(args);
  if (!opened.found) return opened.answer;
  const { lang, stored, rows, attempts } = opened;
  const strings = messages[lang].classroom;
  const lesson = await classRounds(args.context.cloudflare.env, stored.id);
  const day = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  const time = new Intl.DateTimeFormat(intlLocale[lang], {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: SITE_TIME_ZONE,
  });
  const nicknames = new Map(rows.map((row) => [row.id, row.nickname]));
  const csv = classResultsCsv({
    lang,
    className: stored.name,
    openedOn: day.format(new Date(stored.createdAt)),
    bpm: stored.bpm,
    headings: {
      ...strings.columns,
      ...strings.csv,
      gameGrade: strings.csv.grade,
      tooRegular: strings.game.tooRegular,
      verdicts: strings.verdicts,
      attemptKind: strings.round.attemptKind,
      attemptKinds: { game: strings.round.freeGame, practice: strings.round.practice, test: strings.round.test },
      round: strings.round.heading,
    },
    pupils: rows,
    games: attempts.map((attempt) => ({
      ...attempt,
      nickname: nicknames.get(attempt.pupilId) ?? "",
      playedAt: time.format(new Date(attempt.savedAt)),
    })),
    lesson: {
      summary: summarizeLesson(lesson.rounds, lesson.entries, rows, intlLocale[lang]),
      headings: {
        ...strings.lesson.csv,
        ...strings.lesson.figures,
        firstTest: strings.lesson.firstTest,
        lastTest: strings.lesson.lastTest,
        oneTest: strings.lesson.oneTest,
      },
    },
  });
  const openedDay = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(new Date(stored.createdAt));
  const fileName = classCsvFileName(stored.joinCode, { word: strings.csv.class, className: stored.name, openedDay });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
