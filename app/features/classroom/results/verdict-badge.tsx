import type { Verdict } from "~/features/compression-game/measures/cpr-grade";
import { verdicts } from "~/features/compression-game/measures/cpr-grade";
import { useTranslation } from "~/lib/translation";

// How a pupil is doing, in words and an icon, on the teacher's table (never a colour alone): the
// verdict of their latest result (cpr-grade.ts verdictOf), "not played yet" before any, and who is
// playing now. The legend under the table says what each word means.

/** What the table can say of a pupil: a result's verdict, or that there is none yet. */
export type PupilVerdict = Verdict | "notPlayed";

type Tone = "good" | "help" | "none" | "playing";

const toneOf = (verdict: PupilVerdict): Tone =>
  verdict === "good" ? "good" : verdict === "notPlayed" ? "none" : "help";

const toneClass: Record<Tone, string> = {
  good: "text-emerald-800",
  help: "text-amber-900",
  none: "text-slate-600",
  playing: "text-indigo-800",
};

/** A 16 px icon for each tone: a tick, a warning sign, a dash in a circle, and the play sign. */
function ToneIcon({ tone }: { tone: Tone }) {
  const paths: Record<Tone, string> = {
    good: "M3 8.5l3 3 7-7",
    help: "M8 1.5l7 13H1zM8 6v4M8 12v.5",
    none: "M8 1.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM5 8h6",
    playing: "M4 2.5v11l9-5.5z",
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill={tone === "playing" ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[tone]} />
    </svg>
  );
}

export function VerdictBadge({ verdict }: { verdict: PupilVerdict }) {
  const { t } = useTranslation();
  const tone = toneOf(verdict);
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold whitespace-nowrap ${toneClass[tone]}`}>
      <ToneIcon tone={tone} />
      {t(`classroom.verdicts.${verdict}`)}
    </span>
  );
}

/** Beside a nickname: the pupil has a game or a round going right now. */
export function PlayingBadge() {
  const { t } = useTranslation();
  return (
    <span className={`ml-2 inline-flex items-center gap-1 text-sm font-normal whitespace-nowrap ${toneClass.playing}`}>
      <ToneIcon tone="playing" />
      {t("classroom.verdicts.playing")}
    </span>
  );
}

/**
 * What each word of the table means, in one line each, after how a word is chosen: "good" from a
 * score of 80 (cpr-grade.ts GOOD_GRADE), else the costliest fault, the depth's included when measured.
 */
export function VerdictLegend() {
  const { t } = useTranslation();
  const shown: PupilVerdict[] = [...verdicts, "notPlayed"];
  return (
    <details className="text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-950 underline">
        {t("classroom.verdicts.legendHeading")}
      </summary>
      <p className="mt-2 max-w-prose">{t("classroom.verdicts.legendIntro")}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {shown.map((verdict) => (
          <div key={verdict} className="contents">
            <dt>
              <VerdictBadge verdict={verdict} />
            </dt>
            <dd className="mb-1 sm:mb-0">{t(`classroom.verdicts.meaning.${verdict}`)}</dd>
          </div>
        ))}
        <div className="contents">
          <dt>
            <span className={`inline-flex items-center gap-1.5 font-semibold ${toneClass.playing}`}>
              <ToneIcon tone="playing" />
              {t("classroom.verdicts.playing")}
            </span>
          </dt>
          <dd>{t("classroom.verdicts.meaning.playing")}</dd>
        </div>
      </dl>
    </details>
  );
}
