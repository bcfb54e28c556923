import { useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useMetronome } from "~/features/compression-game/play/use-compression-game";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translation";
import { RoundFigures, RoundRanking, RoundStatus } from "../rounds/round-figures";
import type { RoundLiveView } from "../rounds/round-live";
import { useRoundLive } from "../rounds/use-round-live";
import { ProjectorOutcome } from "./projector-outcome";

// The round on the projector (an island), the projector's one results area: where it stands and
// its live figures in type read from the back of the room; when it ends, the class's figures with
// no name and, only if the teacher chose it (`top`), the top few of each ranking, which is all
// its round.json then holds (projector-show.ts); and one beat for the whole room at the class's
// rhythm during practice rounds, so that thirty phones do not click out of step. The beat needs a
// press first (browsers play sound only after one), and it never plays in a test round.

export interface ProjectorRoundProps {
  source: string;
  live: RoundLiveView;
  bpm: number;
  /** The teacher's choice: the top few by name beside the figures. */
  top: boolean;
}

export function ProjectorRound({ source, live: initial, bpm, top }: ProjectorRoundProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { live, now } = useRoundLive(source, initial);
  const [beat, setBeat] = useState(false);
  const { round } = live;
  const playing = beat && round !== null && round.kind === "practice" && now >= round.startsAt && now < round.endsAt;
  const ended = round !== null && live.serverNow >= round.endsAt;

  useMetronome(playing, bpm);

  return (
    <div className="space-y-4">
      {round ? <RoundStatus round={round} now={now} /> : null}
      <RoundFigures live={live} now={now} size="lg" />
      <ProjectorOutcome live={live} compact={top} />
      {top ? <RoundRanking live={live} size="lg" top /> : null}
      {/*
        Sound needs the page's script: without it, no button that would do nothing. Once a round
        ended, the button alone: its hint would push the results below a projector's fold.
      */}
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <button type="button" data-room-beat onClick={() => setBeat(!beat)} className={buttonClass("outline")}>
            {t(beat ? "classroom.round.beatOff" : "classroom.round.beatOn")}
          </button>
          {ended ? null : <p className="text-slate-700">{t("classroom.round.beatHint", { bpm })}</p>}
        </div>
      ) : null}
    </div>
  );
}
