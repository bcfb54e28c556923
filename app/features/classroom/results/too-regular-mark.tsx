import { useTranslation } from "~/lib/translation";

// The mark beside a nickname whose presses were too even for a finger (round-result.ts): the game
// or round is kept, not refused, and the teacher judges whether a metronome or a script played it.
// Words and an icon, never a colour alone.

export function TooRegularMark() {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-block text-sm font-normal whitespace-nowrap text-amber-900 print:text-black">
      <span aria-hidden="true">⚠ </span>
      {t("classroom.game.tooRegular")}
    </span>
  );
}

/**
 * The mark beside a test of a pupil whose device heard of the round late (rounds/round-rules.ts
 * lateStartMs): the result is graded on the time they had, so the teacher reads it as such and
 * not as a pause.
 */
export function LateStartMark({ lateMs }: { lateMs: number }) {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-block text-sm font-normal whitespace-nowrap text-slate-700 print:text-black">
      <span aria-hidden="true">⏱ </span>
      {t("classroom.game.startedLate", { seconds: Math.round(lateMs / 1_000) })}
    </span>
  );
}
