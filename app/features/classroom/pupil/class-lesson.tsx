import { useRef, useState } from "react";
import { ClassGame } from "~/features/compression-game/save/class-game";
import type { ClassGameSetting } from "~/features/compression-game/save/class-save";
import { useDepthMode } from "~/features/compression-game/depth/use-depth-mode";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translation";
import { RoundGame } from "../rounds/round-game";
import { useClassRound } from "../rounds/use-class-round";

// A pupil's page in a class (the classroom page's island): free practice, saved to the class, until
// the teacher starts a round; then the round, which every device in the class starts and ends
// together (round-game.tsx); a pupil whose device first hears of a round after its start waits for
// the next. Free practice comes back when the pupil has seen their round's result. The choice of
// counting taps or measuring depth with the phone is the page's: a round is played the way the
// pupil last chose, and may be changed before its start.

export interface ClassLessonProps {
  classroom: ClassGameSetting;
  /** The class's round address in the page's language (lib/api-routes.ts classRoundApiPath). */
  roundAddress: string;
}

export function ClassLesson({ classroom, roundAddress }: ClassLessonProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const rateSource = useRef<() => number>(() => 0);
  const lesson = useClassRound(roundAddress, () => rateSource.current());
  const [shown, setShown] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const depthMode = useDepthMode();
  const { round, entered, active } = lesson;
  // A round this device is in becomes the page's, and stays after its end until its result has been seen.
  const playing = round !== null && entered && done !== round.id && (active || shown === round.id);
  if (playing && shown !== round.id) setShown(round.id);

  if (round && playing) {
    return (
      <RoundGame
        key={round.id}
        round={round}
        enteredAt={lesson.enteredAt}
        bpm={classroom.bpm}
        send={lesson.send}
        deviceTime={lesson.deviceTime}
        rateSourceRef={rateSource}
        depthMode={depthMode}
        onDone={() => {
          setDone(round.id);
        }}
      />
    );
  }
  if (round && active && !entered) {
    return (
      <p role="status" className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-lg text-slate-900">
        {t("classroom.round.late")}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {hydrated ? null : <p className="text-slate-700">{t("classroom.round.needsJavaScript")}</p>}
      <ClassGame classroom={classroom} idPrefix="class-game" depthMode={depthMode} />
    </div>
  );
}
