import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { roundLengths } from "./round-rules";
import { RoundFigures, RoundRanking, RoundStatus } from "./round-figures";
import type { RoundLiveView } from "./round-live";
import { ROUND_KIND_FIELD, ROUND_LENGTH_FIELD, ROUND_METRONOME_FIELD } from "../teacher/teacher-views";
import { useRoundLive } from "./use-round-live";

// The rounds on the teacher's screen (an island): the form that starts one for the whole class
// (length, kind, the pupils' metronomes), and while one is on, where it stands, its live figures
// and the button that ends it at once; then its ranking. The forms are plain posts to the teacher
// link, which answer with the screen again: without JavaScript the panel works the same, its
// figures as they were when the page was read.

export interface RoundPanelProps {
  /** The teacher link's path: the forms post there. */
  path: string;
  /** Its round.json (classroom-routes.ts roundJsonPath). */
  source: string;
  live: RoundLiveView;
}

export function RoundPanel({ path, source, live: initial }: RoundPanelProps) {
  const { t } = useTranslation();
  const { live, now } = useRoundLive(source, initial);
  const { round } = live;
  const active = round !== null && now < round.endsAt;
  return (
    <div className="space-y-6">
      {round ? <RoundStatus round={round} now={now} /> : null}
      {active ? (
        <>
          <RoundFigures live={live} now={now} />
          <form method="post" action={path}>
            <button type="submit" name="intent" value="end-round" className={buttonClass("outline")}>
              {t("classroom.round.end")}
            </button>
          </form>
        </>
      ) : (
        <>
          <RoundRanking live={live} />
          {live.closed ? null : <StartRoundForm path={path} />}
        </>
      )}
    </div>
  );
}

function StartRoundForm({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={path} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-950">{t("classroom.round.lengthLegend")}</legend>
          {roundLengths.map((length) => (
            <label key={length} className="flex items-center gap-3">
              <input
                type="radio"
                name={ROUND_LENGTH_FIELD}
                value={length / 1_000}
                defaultChecked={length === 120_000}
                className="size-5 accent-indigo-700"
              />
              {t(`classroom.round.length${length / 1_000}` as "classroom.round.length120")}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-950">{t("classroom.round.kindLegend")}</legend>
          {(["practice", "test"] as const).map((kind) => (
            <label key={kind} className="flex items-start gap-3">
              <input
                type="radio"
                name={ROUND_KIND_FIELD}
                value={kind}
                defaultChecked={kind === "practice"}
                aria-describedby={`round-${kind}-hint`}
                className="mt-1 size-5 shrink-0 accent-indigo-700"
              />
              <span>
                {t(`classroom.round.${kind}`)}
                <span id={`round-${kind}-hint`} className="block text-sm text-slate-700">
                  {t(kind === "practice" ? "classroom.round.practiceHint" : "classroom.round.testHint")}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={ROUND_METRONOME_FIELD}
          aria-describedby="round-metronome-hint"
          className="mt-1 size-5 shrink-0 accent-indigo-700"
        />
        <span>
          {t("classroom.round.allowMetronome")}
          <span id="round-metronome-hint" className="block text-sm text-slate-700">
            {t("classroom.round.allowMetronomeHint")}
          </span>
        </span>
      </label>
      <button type="submit" name="intent" value="start-round" className={buttonClass("primary")}>
        {t("classroom.round.start")}
      </button>
    </form>
  );
}
