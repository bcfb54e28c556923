import { useTranslation } from "~/lib/translation";

// The mark beside a nickname whose presses were too even for a finger (presses-result.ts): the game
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
