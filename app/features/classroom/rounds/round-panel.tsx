import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { announceRoundMoment, roundMoment } from "../results/lesson-live";
import type { RoundView } from "./round-answer";
import { roundLengths } from "./round-rules";
import { RoundFigures, RoundRanking, RoundStatus } from "./round-figures";
import type { RoundLiveView } from "./round-live";
import { proposeRound, withLatest, type RoundProposal } from "./round-proposal";
import { ROUND_KIND_FIELD, ROUND_LENGTH_FIELD, ROUND_METRONOME_FIELD } from "../teacher/teacher-views";
import { useRoundLive } from "./use-round-live";

// The rounds on the teacher's screen (an island): the form that starts one for the whole class
// (length, kind, the pupils' metronomes), and while one is on, where it stands, its live figures
// and the button that ends it at once; then its ranking. The forms are plain posts to the teacher
// link, which answer with the screen again: without JavaScript the panel works the same, its
// figures as they were when the page was read. The form proposes the lesson's next step from the
// class's rounds (round-proposal.ts): the server renders it so, and the panel works it out again
// with the round it follows live. At each reading it tells the page where the round stands, so
// that the lesson's before and after reads its results as they are saved (results/lesson-live.ts).

export interface RoundPanelProps {
  /** The teacher link's path: the forms post there. */
  path: string;
  /** Its round.json (classroom-routes.ts roundJsonPath). */
  source: string;
  live: RoundLiveView;
  /** The class's rounds when the page was read, oldest first: what the form proposes follows them. */
  rounds: RoundView[];
}

export function RoundPanel({ path, source, live: initial, rounds }: RoundPanelProps) {
  const { t } = useTranslation();
  const { live, now } = useRoundLive(source, initial);
  const { round } = live;
  const active = round !== null && now < round.endsAt;
  useEffect(() => announceRoundMoment(roundMoment(live)), [live]);
  const proposal = proposeRound(withLatest(rounds, round));
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
          {/* Drawn anew for each latest round: what it checks by default follows the lesson. */}
          {live.closed ? null : <StartRoundForm key={round?.id ?? 0} path={path} proposal={proposal} />}
        </>
      )}
    </div>
  );
}

function StartRoundForm({ path, proposal }: { path: string; proposal: RoundProposal }) {
  const { t } = useTranslation();
  const { testAgain } = proposal;
  // The test's own line: the "before" when it is proposed first, the "after" once it can be taken again.
  const testLine = testAgain
    ? t("classroom.round.testAgainHint", {
        length: t(`classroom.round.length${testAgain.firstTestLengthMs / 1_000}` as TranslationKey),
      })
    : proposal.kind === "test"
      ? t("classroom.round.firstTestHint")
      : null;
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
                defaultChecked={length === proposal.lengthMs}
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
                defaultChecked={kind === proposal.kind}
                aria-describedby={`round-${kind}-hint`}
                className="mt-1 size-5 shrink-0 accent-indigo-700"
              />
              <span>
                {t(`classroom.round.${kind}`)}
                {kind === "test" && testAgain ? (
                  <strong className="ml-2 inline-block rounded bg-indigo-100 px-2 text-indigo-950">
                    {t("classroom.round.testAgain")}
                  </strong>
                ) : null}
                <span id={`round-${kind}-hint`} className="block text-sm text-slate-700">
                  {t(kind === "practice" ? "classroom.round.practiceHint" : "classroom.round.testHint")}
                  {kind === "test" && testLine ? (
                    <span className="block font-semibold text-slate-900">{testLine}</span>
                  ) : null}
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
          defaultChecked={proposal.metronome}
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
