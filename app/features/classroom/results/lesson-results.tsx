import { buttonClass } from "~/components/ui/button-styles";
import { intlLocale } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { reportPath } from "../classroom-routes";
import { summarizeLesson } from "./lesson-summary";
import { LessonFiguresTable, PupilTestsTable } from "./lesson-tables";
import type { TeacherView } from "../teacher/teacher-screen";

// The lesson's before and after on the teacher's screen (lesson-summary.ts), once the class has had
// a test round: the class's figures over the pupils who took a first and a last test, each pupil's
// two tests, and the way to the printable report, which is made when opened and kept nowhere.
export function LessonResults({ view, path }: { view: TeacherView; path: string }) {
  const { t, lang } = useTranslation();
  const lesson = summarizeLesson(view.rounds, view.roundEntries, view.rows, intlLocale[lang]);
  if (!lesson.hasTest) return null;
  return (
    <section aria-labelledby="before-after" className="space-y-6">
      <div className="space-y-2">
        <h2 id="before-after" className="text-2xl font-bold text-slate-950">
          {t("classroom.lesson.heading")}
        </h2>
        <p className="max-w-prose text-slate-700">{t("classroom.lesson.intro")}</p>
      </div>
      <LessonFiguresTable figures={lesson.figures} />
      <PupilTestsTable pupils={lesson.pupils} />
      <div className="space-y-2">
        <a href={reportPath(path)} className={buttonClass("outline", "sm")}>
          {t("classroom.lesson.report")}
        </a>
        <p className="max-w-prose text-sm text-slate-700">{t("classroom.lesson.reportNote", { date: view.expires })}</p>
      </div>
    </section>
  );
}
