import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import type { LessonView } from "./lesson-live";
import { LessonFiguresTable, PupilTestsTable } from "./lesson-tables";
import { useLessonLive } from "./use-lesson-live";

// The lesson's before and after on the teacher's screen (lesson-summary.ts), once the class has had
// a test round: the class's figures over the pupils who took a first and a last test, each pupil's
// tests, and the way to the printable report, which is made when opened and kept nowhere. While the
// class is open it is an island that reads the lesson again as a round's results are saved
// (use-lesson-live.ts); closed, or without JavaScript, it is the server's, as the page was read.

export interface LessonSectionProps {
  lesson: LessonView;
  /** The report's address (classroom-routes.ts reportPath). */
  report: string;
  /** The day the class is deleted, as the page writes it. */
  expires: string;
}

export function LessonSection({ lesson, report, expires }: LessonSectionProps) {
  const { t } = useTranslation();
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
        <a href={report} className={buttonClass("outline", "sm")}>
          {t("classroom.lesson.report")}
        </a>
        <p className="max-w-prose text-sm text-slate-700">{t("classroom.lesson.reportNote", { date: expires })}</p>
      </div>
    </section>
  );
}

export interface LiveLessonProps extends LessonSectionProps {
  /** The lesson's JSON (classroom-routes.ts lessonJsonPath). */
  source: string;
  /** Where the class's round stood when the page was read (lesson-live.ts roundMoment). */
  moment: string | null;
}

/** The lesson's section that follows the rounds' results as they are saved (the `lesson-results` island). */
export function LiveLesson({ source, moment, lesson: initial, report, expires }: LiveLessonProps) {
  const lesson = useLessonLive(source, initial, moment);
  return <LessonSection lesson={lesson} report={report} expires={expires} />;
}
