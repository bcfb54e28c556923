import type { Lang } from "~/i18n-routes";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import type { LessonRound } from "./lesson-summary";
import { cell, headCell, headRowClass, numbers, rowClass } from "./lesson-tables";

// The lesson's rounds on its printable report (lesson-report.tsx): which, of what kind and length,
// when each started, who was in it and whose result was saved. A plain table rendered on the server.

/** A round's length as the page's language writes it: «30 s», «2 min». */
function lengthOf(lengthMs: number, lang: Lang): string {
  const seconds = Math.round(lengthMs / 1_000);
  const [value, unit] = seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return new Intl.NumberFormat(intlLocale[lang], { style: "unit", unit, unitDisplay: "short" }).format(value);
}

/** The lesson's rounds: which, of what kind and length, when each started, who was in it and whose result was saved. */
export function RoundsTable({
  rounds,
  day,
  labelledBy,
}: {
  rounds: readonly LessonRound[];
  day: string;
  labelledBy: string;
}) {
  const { t, lang } = useTranslation();
  if (rounds.length === 0) return <p className="text-slate-700 print:text-black">{t("classroom.report.noRounds")}</p>;
  const { whole } = numbers(lang);
  const locale = intlLocale[lang];
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: SITE_TIME_ZONE });
  const dayAndTime = new Intl.DateTimeFormat(locale, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: SITE_TIME_ZONE,
  });
  const dayOf = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  // A round of another day than the report's (a class taken up again) says its day too.
  const startOf = (startsAt: number) =>
    dayOf.format(startsAt) === day ? time.format(startsAt) : dayAndTime.format(startsAt);
  const columns = ["round", "kind", "length", "start", "pupils", "saved"] as const;
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table aria-labelledby={labelledBy} className="w-full border-collapse text-left">
        <thead>
          <tr className={headRowClass}>
            {columns.map((column) => (
              <th key={column} scope="col" className={headCell}>
                {t(`classroom.report.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id} className={rowClass}>
              <th scope="row" className={`${headCell} tabular-nums`}>
                {whole.format(round.number)}
              </th>
              <td className="px-2 py-2 print:py-1">{t(`classroom.report.kinds.${round.kind}`)}</td>
              <td className={cell}>
                {lengthOf(round.lengthMs, lang)}
                {round.endedEarly ? ` (${t("classroom.report.endedEarly")})` : null}
              </td>
              <td className={cell}>{startOf(round.startsAt)}</td>
              <td className={cell}>{whole.format(round.pupils)}</td>
              <td className={cell}>{whole.format(round.saved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
