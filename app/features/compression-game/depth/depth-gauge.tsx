import { useMemo, type RefObject } from "react";
import { useTranslation } from "~/lib/translation";
import type { DepthWindow } from "./depth-estimator";
import {
  DEPTH_ESTIMATE_ERROR_MM,
  depthBand,
  depthZone,
  type DepthZone,
  type GaugeAnnouncement,
  type GaugeZone,
} from "./depth-zone";

/** The gauge's scale, 0 to 8 cm (mm): a compression deeper than that stays at its foot. */
const SCALE_MM = 80;
const SCALE_MARKS_CM = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const zoneStyle: Record<DepthZone, string> = {
  shallow: "bg-amber-100 text-amber-950 border-amber-700",
  good: "bg-emerald-100 text-emerald-950 border-emerald-700",
  deep: "bg-red-100 text-red-950 border-red-700",
};

interface DepthGaugeProps {
  id: string;
  /** The estimator's latest window, or null before any in this game. */
  live: DepthWindow | null;
  /** Where the game is: before Start, listening for its first compression, under way, or over. */
  phase: "idle" | "waiting" | "running";
  /** What a screen reader was last told (use-depth-game.ts decides when). */
  announcement: GaugeAnnouncement | null;
  headingRef: RefObject<HTMLHeadingElement>;
}

/**
 * The live depth while compressing, big enough to read at arm's length: the depth in centimetres
 * and in words (too shallow, good, too deep) beside a scale from 0 to 8 cm whose 5–6 cm band is
 * hatched and edged, so that nothing is told by colour alone. A screen reader hears it politely,
 * when the zone changes and at most every few seconds (depth-zone.ts), not at each window.
 */
export function DepthGauge({ id, live, phase, announcement, headingRef }: DepthGaugeProps) {
  const { t, lang } = useTranslation();
  const centimetres = useMemo(
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [lang],
  );
  const depthMm = phase === "running" && live?.compressing ? live.depthMm : null;
  const zone: GaugeZone = depthMm === null ? "none" : depthZone(depthMm);
  const inCentimetres = (mm: number) => centimetres.format(Math.round(mm) / 10);
  const shown = depthMm === null ? null : inCentimetres(depthMm);
  const headingId = `${id}-depth`;
  // A phone turned from its pose under the hands measures nothing: the gauge says why.
  const message =
    phase === "idle"
      ? t("depth.gauge.idle")
      : phase === "running" && live?.turned
        ? t("depth.gauge.turned")
        : phase === "waiting"
          ? t("depth.gauge.waiting")
          : t("depth.gauge.paused");

  return (
    <section aria-labelledby={headingId} className="w-full max-w-md rounded-2xl border-2 border-slate-300 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 flex-1 space-y-3">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950">
            {t("depth.gauge.heading")}
          </h3>
          <p
            className="text-5xl font-extrabold whitespace-nowrap text-slate-950 tabular-nums sm:text-7xl"
            data-depth-value=""
          >
            {shown === null ? t("depth.gauge.none") : t("depth.gauge.value", { cm: shown })}
          </p>
          {zone === "none" ? (
            <p className="text-lg text-slate-800">{message}</p>
          ) : (
            <div className="space-y-1">
              <p
                className={`inline-block rounded-full border-2 px-4 py-1 text-xl font-bold sm:text-2xl ${zoneStyle[zone]}`}
              >
                {t(`depth.gauge.${zone}`)}
              </p>
              <p className="text-lg text-slate-800">{t(`depth.gauge.${zone}Hint`)}</p>
            </div>
          )}
          <p className="text-sm text-slate-700">{t("depth.gauge.band")}</p>
          <p className="text-sm text-slate-700">{t("depth.gauge.estimate", { error: DEPTH_ESTIMATE_ERROR_MM })}</p>
        </div>
        <DepthScale depthMm={depthMm} />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement === null
          ? ""
          : announcement.zone === "none" || announcement.depthMm === null
            ? t("depth.gauge.paused")
            : t("depth.gauge.announce", {
                zone: t(`depth.gauge.${announcement.zone}`),
                cm: inCentimetres(announcement.depthMm),
              })}
      </p>
    </section>
  );
}

const percentOfScale = (mm: number) => `${(Math.min(Math.max(mm, 0), SCALE_MM) / SCALE_MM) * 100}%`;

/** The scale, drawn only: the figure and the words beside it say the same. */
function DepthScale({ depthMm }: { depthMm: number | null }) {
  return (
    <div aria-hidden="true" className="relative h-72 w-20 shrink-0">
      {SCALE_MARKS_CM.map((cm) => (
        <div
          key={cm}
          className="absolute right-11 flex -translate-y-1/2 items-center gap-1 text-sm font-semibold text-slate-800 tabular-nums"
          style={{ top: percentOfScale(cm * 10) }}
        >
          {cm}
          <span className="h-0.5 w-3 bg-slate-700" />
        </div>
      ))}
      <div className="absolute inset-y-0 right-0 w-11 overflow-hidden rounded-md border-2 border-slate-700 bg-slate-50">
        <div
          className="absolute inset-x-0 border-y-4 border-double border-emerald-800 bg-[repeating-linear-gradient(135deg,var(--color-emerald-300)_0_5px,var(--color-emerald-50)_5px_10px)]"
          style={{ top: percentOfScale(depthBand.min), height: percentOfScale(depthBand.max - depthBand.min) }}
        />
        {depthMm === null ? null : (
          <div
            className="absolute inset-x-0 h-2 -translate-y-1/2 bg-slate-950 motion-safe:transition-[top] motion-safe:duration-300"
            style={{ top: percentOfScale(depthMm) }}
            data-depth-marker=""
          />
        )}
      </div>
    </div>
  );
}
