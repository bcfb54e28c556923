import { GOOD_GRADE } from "~/features/compression-game/measures/cpr-grade";
import { intlLocale } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { GOOD_COMPRESSION_FRACTION } from "../results/lesson-summary";
import type { RoundLiveView } from "../rounds/round-live";

// What the room sees when a round ends: the class's figures, with no name (projector-show.ts), so
// that a pupil's weak result stays between the pupil and the teacher. Counts of the results saved,
// each "so many of so many": good, at 100–120 a minute, on the chest most of the time, and, for
// the results whose depth the phone measured, how many and their share at 5–6 cm. Before any round
// ends, a line that says what will come here, with the class's size. Beside the top few the
// teacher chose (`compact`), the same figures in one band, so that both fit a 1280×720 projector.

export function ProjectorOutcome({ live, compact = false }: { live: RoundLiveView; compact?: boolean }) {
  const { t, lang } = useTranslation();
  const { round, outcome } = live;
  if (!round || live.serverNow < round.endsAt || !outcome) {
    // No round yet, or one under way (its live figures say where it stands).
    return round ? null : (
      <p className="text-xl text-slate-800 sm:text-2xl" data-projector-waiting>
        {t("classroom.projector.waiting", { pupils: live.pupils })}
      </p>
    );
  }
  if (outcome.results === 0) return <p className="text-xl text-slate-800">{t("classroom.round.noResults")}</p>;
  const of = (part: number) => t("classroom.projector.partOf", { part, all: outcome.results });
  const percent = new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 0 });
  const figures: [string, string][] = [
    [t("classroom.projector.results"), t("classroom.projector.partOf", { part: outcome.results, all: live.inRound })],
    [t("classroom.projector.good", { grade: GOOD_GRADE }), of(outcome.good)],
    [t("classroom.projector.guidelineRate"), of(outcome.guidelineRate)],
    [
      t("classroom.projector.goodFraction", { share: percent.format(GOOD_COMPRESSION_FRACTION / 100) }),
      of(outcome.goodFraction),
    ],
  ];
  if (outcome.depthResults > 0) {
    figures.push(
      [t("classroom.projector.depthResults"), of(outcome.depthResults)],
      [t("classroom.projector.depthInBand"), percent.format((outcome.depthInBand ?? 0) / 100)],
    );
  }
  if (compact) {
    return (
      <dl className="flex flex-wrap gap-x-5 text-base text-slate-700" data-projector-outcome>
        {figures.map(([name, figure]) => (
          <div key={name} className="flex flex-row-reverse items-baseline justify-end gap-2">
            <dt>{name}</dt>
            <dd className="font-extrabold whitespace-nowrap text-slate-950 tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-projector-outcome>
      {figures.map(([name, figure]) => (
        <div key={name} className="flex flex-col-reverse justify-end rounded-xl bg-slate-100 px-4 py-2">
          <dt className="text-lg text-slate-700">{name}</dt>
          <dd className="text-3xl font-extrabold whitespace-nowrap text-slate-950 tabular-nums xl:text-4xl">
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}
