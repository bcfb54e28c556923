import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { adviceFor, cprGrade, type Advice, type DepthAdvice } from "../measures/cpr-grade";
import type { CprQuality } from "../measures/cpr-quality";
import { DepthFigures } from "../depth/depth-figures";
import type { DepthQuality } from "../depth/depth-quality";
import { DEPTH_ESTIMATE_ERROR_MM } from "../depth/depth-zone";
import { QualityFigure as Figure } from "./quality-figure";

/**
 * How well a game's compressions were timed, beyond the rhythm: the timing score, right under it
 * the two things to work on first, in words (the costliest fault first), then the measures behind
 * it, the pupil's own mean rate first, each with a line that says what it means, and what a phone
 * cannot measure. In a class the timing score is the pupil's one score and
 * leads the result (`lead`); in a free game the specification's score comes first. The report
 * says whether the depth was measured (`depth`: its figures, or null for taps); left undefined, it
 * says nothing of it.
 */
export function QualityReport({
  quality,
  idPrefix,
  lead = false,
  depth,
}: {
  quality: CprQuality;
  idPrefix: string;
  lead?: boolean;
  depth?: DepthQuality | null;
}) {
  const { t, lang } = useTranslation();
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const seconds = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const advice = adviceFor(quality, depth);
  const headingId = `${idPrefix}-quality`;
  const figures: readonly (readonly [TranslationKey, TranslationKey, string])[] = [
    [
      "game.quality.meanRate",
      "game.quality.meanRateHint",
      t("game.quality.perMinute", { rate: Math.round(quality.meanRateBpm) }),
    ],
    ["game.quality.fraction", "game.quality.fractionHint", percent.format(quality.compressionFraction / 100)],
    ["game.quality.inWindow", "game.quality.inWindowHint", percent.format(quality.shareInWindow / 100)],
    ["game.quality.spread", "game.quality.spreadHint", percent.format(quality.rateSpread / 100)],
    [
      "game.quality.longestPause",
      "game.quality.longestPauseHint",
      t("game.quality.seconds", { seconds: seconds.format(quality.longestPauseMs / 1000) }),
    ],
    [
      "game.quality.rateChange",
      "game.quality.rateChangeHint",
      quality.rateChange === null ? "–" : signed.format(quality.rateChange / 100),
    ],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className={`@container space-y-4 ${lead ? "" : "border-t border-indigo-200 pt-4"}`}
    >
      <h4 id={headingId} className="text-lg font-bold text-slate-950">
        {t("game.quality.heading")}
      </h4>
      {/* The grade, then what to work on first, so that both fit a small phone's first screen. */}
      <dl>
        <Figure
          label={t(depth ? "depth.result.grade" : "game.quality.grade")}
          hint={t(depth ? "depth.result.gradeHint" : "game.quality.gradeHint")}
          strong={lead}
          wide
          note={depth === null ? t("depth.result.notMeasured") : undefined}
        >
          {String(cprGrade(quality, depth))}
        </Figure>
      </dl>
      <div data-advice="">
        <p className="font-semibold text-slate-950">{t("game.quality.improve")}</p>
        {advice.length ? (
          <ol className="mt-1 list-decimal space-y-1 pl-6 text-slate-800">
            {advice.map((item) => (
              <li key={item}>{adviceText(t, item)}</li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-slate-800">{t(depth ? "depth.result.nothing" : "game.quality.nothing")}</p>
        )}
      </div>
      {/* Two figures a row where their names fit whole, three with the room of a desktop: the pupil's own mean rate first. */}
      <dl className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @2xl:grid-cols-3">
        {depth ? <DepthFigures depth={depth} /> : null}
        {figures.map(([label, hint, value]) => (
          <Figure key={label} label={t(label)} hint={t(hint)}>
            {value}
          </Figure>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        {depth ? t("depth.result.note", { error: DEPTH_ESTIMATE_ERROR_MM }) : t("game.quality.manikin")}
      </p>
    </section>
  );
}

function adviceText(t: ReturnType<typeof useTranslation>["t"], item: Advice | DepthAdvice): string {
  return item === "depthShallow" || item === "depthDeep" ? t(`depth.advice.${item}`) : t(`game.quality.advice.${item}`);
}
