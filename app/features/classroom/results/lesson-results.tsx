import { intlLocale } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { lessonJsonPath, reportPath } from "../classroom-routes";
import { lessonView, roundMoment } from "./lesson-live";
import { LessonResultsIsland } from "./lesson-results.island";
import { LessonSection } from "./lesson-section";
import { summarizeLesson } from "./lesson-summary";
import type { TeacherView } from "../teacher/teacher-view";

// The lesson's before and after on the teacher's screen, from the class's rounds as the page read
// them (lesson-summary.ts): live while the class is open, where a round's results may still come
// (the `lesson-results` island, lesson-section.tsx); a closed class's cannot change, and the page
// shows it with no script, as LiveResults does the table.
export function LessonResults({ view, path }: { view: TeacherView; path: string }) {
  const { lang } = useTranslation();
  const lesson = lessonView(summarizeLesson(view.rounds, view.roundEntries, view.rows, intlLocale[lang]));
  const section = { lesson, report: reportPath(path), expires: view.expires };
  if (view.closed) return <LessonSection {...section} />;
  return <LessonResultsIsland {...section} source={lessonJsonPath(path)} moment={roundMoment(view.roundLive)} />;
}
