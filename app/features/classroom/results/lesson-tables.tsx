import { DEPTH_ESTIMATE_ERROR_MM } from "~/features/compression-game/depth/depth-zone";
import type { Lang } from "~/i18n-routes";
import { intlLocale } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { LateStartMark } from "../rounds/late-start-mark";
import { TooRegularMark } from "./too-regular-mark";
import type { ClassFigures, DepthMeans, LessonFigures, PupilTests, TestFigures } from "./lesson-summary";

// The lesson's tables, on the teacher's screen and in the printable report alike: the class before
// and after (with the depth, where tests were measured in depth mode), each pupil's first and last
// test, or their one test marked as such (the rounds' table: lesson-rounds-table.tsx). Plain
// tables rendered on the server, numbers in the page's language; each row stays whole on paper.

// Closer rows on paper, where the report must fit its page.
export const cell = "px-2 py-2 tabular-nums print:py-1";
export const headCell = "px-2 py-2 font-semibold print:py-1";
export const rowClass = "border-b border-slate-200 break-inside-avoid print:border-black";
export const headRowClass = "border-b border-slate-300 print:border-black";
const captionClass = "mb-2 text-left text-lg font-bold text-slate-950 print:text-base print:text-black";

export function numbers(lang: Lang) {
  const locale = intlLocale[lang];
  return {
    whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }),
  };
}

const figureRows = ["guidelineRate", "goodFraction", "both"] as const satisfies readonly (keyof ClassFigures)[];

/** One measure of the class in its first and last test, as shown. */
interface BeforeAfterRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** A table of measures (rows) in the first and the last test (columns). */
function BeforeAfterTable({ caption, measure, rows }: { caption: string; measure: string; rows: BeforeAfterRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="border-collapse text-left">
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr className={headRowClass}>
          <th scope="col" className={headCell}>
            {measure}
          </th>
          <th scope="col" className={headCell}>
            {t("classroom.lesson.firstTest")}
          </th>
          <th scope="col" className={headCell}>
            {t("classroom.lesson.lastTest")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClass}>
            <th scope="row" className={`${headCell} text-left`}>
              {row.label}
            </th>
            <td className={cell}>{row.before}</td>
            <td className={cell}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The class before and after: the share of the paired pupils who meet each target, in the first
 * and the last test; then their depth, or that it was not measured.
 */
export function LessonFiguresTable({ figures }: { figures: LessonFigures }) {
  const { t, lang } = useTranslation();
  if (figures.pupils === 0) return <p className="text-slate-700 print:text-black">{t("classroom.lesson.noPairs")}</p>;
  const { percent } = numbers(lang);
  const shown = (share: number | null) => (share === null ? "–" : percent.format(share / 100));
  const rows = figureRows.map((row) => ({
    key: row,
    label: t(`classroom.lesson.figures.${row}`),
    before: shown(figures.before[row].share),
    after: shown(figures.after[row].share),
  }));
  return (
    <>
      <div className="overflow-x-auto break-inside-avoid print:overflow-visible">
        <BeforeAfterTable
          caption={t("classroom.lesson.figuresCaption", { pupils: figures.pupils })}
          measure={t("classroom.lesson.shareOfPupils")}
          rows={rows}
        />
      </div>
      <LessonDepthTable depth={figures.depth} />
    </>
  );
}

/** The paired pupils' depth before and after, over those measured in depth mode in both tests. */
function LessonDepthTable({ depth }: { depth: LessonFigures["depth"] }) {
  const { t, lang } = useTranslation();
  if (depth.pupils === 0) {
    return <p className="mt-4 text-slate-700 print:text-black">{t("classroom.depth.lesson.notMeasured")}</p>;
  }
  const { oneDecimal, percent } = numbers(lang);
  const measures = [
    ["meanMm", (means: DepthMeans) => (means.meanDepthMm === null ? "–" : oneDecimal.format(means.meanDepthMm))],
    ["inBand", (means: DepthMeans) => (means.inBand === null ? "–" : percent.format(means.inBand / 100))],
  ] as const;
  const rows = measures.map(([row, value]) => ({
    key: row,
    label: t(`classroom.depth.lesson.${row}`),
    before: value(depth.before),
    after: value(depth.after),
  }));
  return (
    <div className="mt-4 overflow-x-auto break-inside-avoid print:overflow-visible">
      <BeforeAfterTable
        caption={t("classroom.depth.lesson.caption", { pupils: depth.pupils })}
        measure={t("classroom.depth.lesson.measure")}
        rows={rows}
      />
    </div>
  );
}

/**
 * Beside a nickname with a single test, wherever it stands (lesson-summary.ts PupilTests): the
 * teacher reads it as one test, not as a "before" or an "after" missing its other half by mistake.
 */
function OneTestMark() {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-block text-sm font-normal whitespace-nowrap text-slate-700 print:text-black">
      {t("classroom.lesson.oneTest")}
    </span>
  );
}

/**
 * Each pupil's first and last test, side by side: the overall score, the mean rate and the
 * compression fraction; once a test was measured in depth mode, each test's depth too, or that it
 * was not measured (a test of taps), with the note that says what the depth is.
 */
export function PupilTestsTable({ pupils, labelledBy }: { pupils: readonly PupilTests[]; labelledBy?: string }) {
  const { t, lang } = useTranslation();
  const { whole, oneDecimal, percent } = numbers(lang);
  const depth = pupils.some((pupil) => [pupil.first, pupil.last].some((test) => (test?.depthMeanMm ?? null) !== null));
  const depthCell = (test: TestFigures | null) =>
    test === null
      ? "–"
      : test.depthMeanMm === null
        ? t("classroom.depth.notMeasured")
        : t("classroom.depth.value", {
            cm: oneDecimal.format(Math.round(test.depthMeanMm) / 10),
            share: percent.format((test.depthInBand ?? 0) / 100),
          });
  const figures = (test: TestFigures | null) => [
    ...[test?.grade, test?.meanRateBpm, test?.compressionFraction].map((value, index) => (
      <td key={index} className={cell}>
        {value === undefined ? "–" : index === 2 ? oneDecimal.format(value) : whole.format(value)}
        {index === 0 && test && test.lateMs > 0 ? <LateStartMark lateMs={test.lateMs} /> : null}
      </td>
    )),
    ...(depth
      ? [
          <td key="depth" className={cell}>
            {depthCell(test)}
          </td>,
        ]
      : []),
  ];
  const span = depth ? 4 : 3;
  const measures = (
    <>
      <th scope="col" className={headCell}>
        {t("classroom.csv.grade")}
      </th>
      <th scope="col" className={headCell}>
        {t("classroom.columns.meanRateBpm")}
      </th>
      <th scope="col" className={headCell}>
        {t("classroom.columns.compressionFraction")}
      </th>
      {depth ? (
        <th scope="col" className={headCell}>
          {t("classroom.depth.testColumn")}
        </th>
      ) : null}
    </>
  );
  if (pupils.length === 0) return <p className="text-slate-700 print:text-black">{t("classroom.teacher.noPupils")}</p>;
  return (
    <div>
      {/* Positioned and scrolling on a narrow screen, where the keyboard scrolls it too (WCAG 2.1.1;
          axe's scrollable-region-focusable): a region named as the table's caption, unlike the report's
          section around it. On paper every column fits. */}
      <div
        className="relative overflow-x-auto print:overflow-visible"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named region that scrolls
        tabIndex={0}
        role="region"
        aria-label={t("classroom.lesson.pupilsCaption")}
      >
        <table aria-labelledby={labelledBy} className="w-full border-collapse text-left">
          {labelledBy ? null : <caption className={captionClass}>{t("classroom.lesson.pupilsCaption")}</caption>}
          <colgroup>
            <col />
          </colgroup>
          <colgroup span={span} />
          <colgroup span={span} />
          <thead>
            <tr className={headRowClass}>
              <th scope="col" rowSpan={2} className={`${headCell} align-bottom`}>
                {t("classroom.columns.nickname")}
              </th>
              <th
                scope="colgroup"
                colSpan={span}
                className={`${headCell} border-l border-slate-300 print:border-black`}
              >
                {t("classroom.lesson.firstTest")}
              </th>
              <th
                scope="colgroup"
                colSpan={span}
                className={`${headCell} border-l border-slate-300 print:border-black`}
              >
                {t("classroom.lesson.lastTest")}
              </th>
            </tr>
            <tr className={headRowClass}>
              {measures}
              {measures}
            </tr>
          </thead>
          <tbody>
            {pupils.map((pupil) => (
              <tr key={pupil.id} className={rowClass}>
                <th scope="row" className={`${headCell} [overflow-wrap:anywhere]`}>
                  {pupil.nickname}
                  {pupil.tests === 1 ? <OneTestMark /> : null}
                  {pupil.first?.tooRegular || pupil.last?.tooRegular ? <TooRegularMark /> : null}
                </th>
                {figures(pupil.first)}
                {figures(pupil.last)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {depth ? (
        <p className="mt-2 text-sm text-slate-700 print:text-black">
          {t("classroom.depth.note", { error: DEPTH_ESTIMATE_ERROR_MM })}
        </p>
      ) : null}
    </div>
  );
}
