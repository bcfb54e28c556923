import { useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useMetronome } from "~/features/compression-game/play/use-compression-game";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translation";
import { RoundFigures, RoundRanking, RoundStatus } from "../rounds/round-figures";
import type { RoundLiveView } from "../rounds/round-live";
import { useRoundLive } from "../rounds/use-round-live";

// The round on the projector (an island): where it stands and its live figures in type read from
// the back of the room, its ranking when it ends, and one beat for the whole room at the class's
// rhythm during practice rounds, so that thirty phones do not click out of step. The beat needs a
// press first (browsers play sound only after one), and it never plays in a test round.

export interface ProjectorRoundProps {
  source: string;
  live: RoundLiveView;
  bpm: number;
}

export function ProjectorRound({ source, live: initial, bpm }: ProjectorRoundProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { live, now } = useRoundLive(source, initial);
  const [beat, setBeat] = useState(false);
  const { round } = live;
  const playing = beat && round !== null && round.kind === "practice" && now >= round.startsAt && now < round.endsAt;

  useMetronome(playing, bpm);

  return (
    <div className="space-y-4">
      {round ? <RoundStatus round={round} now={now} /> : null}
      <RoundFigures live={live} now={now} size="lg" />
      <RoundRanking live={live} size="lg" />
      {/* Sound needs the page's script: without it, no button that would do nothing. */}
      {hydrated ? (
        <div className="space-y-1">
          <button type="button" data-room-beat onClick={() => setBeat(!beat)} className={buttonClass("outline")}>
            {t(beat ? "classroom.round.beatOff" : "classroom.round.beatOn")}
          </button>
          <p className="text-slate-700">{t("classroom.round.beatHint", { bpm })}</p>
        </div>
      ) : null}
    </div>
  );
}
