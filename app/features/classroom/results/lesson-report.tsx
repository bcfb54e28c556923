import { buttonClass } from "~/components/ui/button-styles";
import { DEPTH_ESTIMATE_ERROR_MM } from "~/features/compression-game/depth/depth-zone";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { LessonFigures, LessonRound, PupilTests } from "./lesson-summary";
import { RoundsTable } from "./lesson-rounds-table";
import { LessonFiguresTable, PupilTestsTable } from "./lesson-tables";

// The lesson's printable report: what a teacher keeps of a lesson once its class is deleted. A page
// for paper first: black on white, no site frame, the form and the links left off the printout,
// and tables whose rows stay whole across pages; without the nicknames, one A4 page for a lesson
// of up to six rounds in every language (print sizes below). The browser's own Print makes it.

/** `?names=1`: the report lists each nickname's first and last test. */
export const REPORT_NAMES_PARAM = "names";

export interface ReportView {
  name: string;
  /** The lesson's day, as the page's language writes a date. */
  day: string;
  /** The day the class and its results are deleted. */
  expires: string;
  teacherPath: string;
  withNames: boolean;
  rounds: LessonRound[];
  figures: LessonFigures;
  pupils: PupilTests[] | null;
}

// The page's margins on paper, and its number in a corner. A page that sets any margin box of its
// own also keeps the browser's header and footer off the printout in the browsers that support
// margin boxes, and those would print the page's address: the class's private link.
const pageRules = `@page { margin: 15mm; @bottom-right { content: counter(page) " / " counter(pages); font-size: 9pt; } }`;

export function LessonReport({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 print:max-w-none print:space-y-4 print:p-0 print:text-black">
      {/* Constant CSS of this module's own, with nothing from a request in it. */}
      <style dangerouslySetInnerHTML={{ __html: pageRules }} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 print:text-2xl print:text-black">
          {t("classroom.report.heading")}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          <dt className="font-semibold">{t("classroom.csv.class")}</dt>
          <dd className="[overflow-wrap:anywhere]">{view.name}</dd>
          <dt className="font-semibold">{t("classroom.report.date")}</dt>
          <dd>{view.day}</dd>
        </dl>
      </header>
      <div className="space-y-4 rounded-2xl border border-slate-300 p-4 print:hidden">
        <p className="text-slate-800">{t("classroom.report.printHint")}</p>
        <p className="text-slate-800">{t("classroom.report.addressHint")}</p>
        <form method="get" className="space-y-3">
          <div className="flex items-start gap-3">
            <input
              id="report-names"
              type="checkbox"
              name={REPORT_NAMES_PARAM}
              value="1"
              defaultChecked={view.withNames}
              aria-describedby="report-names-hint"
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor="report-names" className="font-semibold text-slate-950">
                {t("classroom.report.names")}
              </label>
              <p id="report-names-hint" className="text-sm text-slate-700">
                {t("classroom.report.namesHint")}
              </p>
            </div>
          </div>
          <button type="submit" className={buttonClass("outline", "sm")}>
            {t("classroom.report.update")}
          </button>
        </form>
        <p className="text-sm text-slate-700">{t("classroom.lesson.reportNote", { date: view.expires })}</p>
        <a href={view.teacherPath} className={buttonClass("outline", "sm")}>
          {t("classroom.report.back")}
        </a>
      </div>
      <section aria-labelledby="report-rounds" className="space-y-3">
        <h2
          id="report-rounds"
          className="text-2xl font-bold text-slate-950 break-after-avoid print:text-xl print:text-black"
        >
          {t("classroom.report.roundsHeading")}
        </h2>
        <RoundsTable rounds={view.rounds} day={view.day} labelledBy="report-rounds" />
      </section>
      <section aria-labelledby="report-before-after" className="space-y-3 break-inside-avoid">
        <h2
          id="report-before-after"
          className="text-2xl font-bold text-slate-950 break-after-avoid print:text-xl print:text-black"
        >
          {t("classroom.lesson.heading")}
        </h2>
        <p className="max-w-prose text-slate-700 print:max-w-none print:text-sm print:text-black">
          {t("classroom.lesson.intro")}
        </p>
        <LessonFiguresTable figures={view.figures} />
      </section>
      <ReportMeasures />
      {view.pupils ? (
        <section aria-labelledby="report-pupils" className="space-y-3">
          <h2
            id="report-pupils"
            className="text-2xl font-bold text-slate-950 break-after-avoid print:text-xl print:text-black"
          >
            {t("classroom.report.pupilsHeading")}
          </h2>
          <PupilTestsTable pupils={view.pupils} labelledBy="report-pupils" />
        </section>
      ) : null}
    </div>
  );
}

/**
 * Each figure of the report in a sentence: what it measures and the guideline it is held to, named
 * as the tables and the teacher's screen name it, so that a printout read a month later stands
 * alone. Small print: it shares the report's one page with the tables.
 */
function ReportMeasures() {
  const { t } = useTranslation();
  const measures: [name: TranslationKey, key: string][] = [
    ["classroom.round.grade", "grade"],
    ["classroom.round.meanRate", "rate"],
    ["classroom.round.fraction", "fraction"],
    ["classroom.columns.longestPauseS", "pauses"],
    ["classroom.depth.testColumn", "depth"],
  ];
  const words = { error: DEPTH_ESTIMATE_ERROR_MM, notMeasured: t("classroom.depth.notMeasured") };
  return (
    <section aria-labelledby="report-measures" className="space-y-2 break-inside-avoid">
      <h2 id="report-measures" className="text-lg font-bold text-slate-950 break-after-avoid print:text-black">
        {t("classroom.report.measuresHeading")}
      </h2>
      {/* Each name runs into its sentence: the full width for the words, and fewer lines on paper. */}
      <dl className="space-y-1 text-sm text-slate-800 print:space-y-0.5 print:text-[9pt] print:leading-snug print:text-black">
        {measures.map(([name, key]) => (
          <div key={key}>
            <dt className="inline font-semibold after:content-[':']">{t(name)}</dt>{" "}
            <dd className="inline">{t(`classroom.report.measures.${key}` as TranslationKey, words)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
