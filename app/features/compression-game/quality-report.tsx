import { useTranslation } from "~/lib/translation";
import { adviceFor, cprGrade } from "./cpr-grade";
import type { CprQuality } from "./cpr-quality";

/**
 * How well a game's compressions were timed, beyond the rhythm: the graded score, the measures
 * behind it, the two things to work on first, in words, and what a phone cannot measure.
 */
export function QualityReport({ quality, idPrefix }: { quality: CprQuality; idPrefix: string }) {
  const { t, lang } = useTranslation();
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const seconds = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const advice = adviceFor(quality);
  const headingId = `${idPrefix}-quality`;
  const figures = [
    [t("game.quality.grade"), String(cprGrade(quality))],
    [t("game.quality.fraction"), percent.format(quality.compressionFraction / 100)],
    [t("game.quality.inWindow"), percent.format(quality.shareInWindow / 100)],
    [t("game.quality.spread"), percent.format(quality.rateSpread / 100)],
    [
      t("game.quality.longestPause"),
      t("game.quality.seconds", { seconds: seconds.format(quality.longestPauseMs / 1000) }),
    ],
    [t("game.quality.rateChange"), quality.rateChange === null ? "–" : signed.format(quality.rateChange / 100)],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-indigo-200 pt-4">
      <h4 id={headingId} className="text-lg font-bold text-slate-950">
        {t("game.quality.heading")}
      </h4>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-extrabold text-slate-950 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="font-semibold text-slate-950">{t("game.quality.improve")}</p>
        {advice.length ? (
          <ol className="mt-1 list-decimal space-y-1 pl-6 text-slate-800">
            {advice.map((item) => (
              <li key={item}>{t(`game.quality.advice.${item}`)}</li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-slate-800">{t("game.quality.nothing")}</p>
        )}
      </div>
      <p className="text-sm text-slate-700">{t("game.quality.manikin")}</p>
    </section>
  );
}
