import { useTranslation } from "~/lib/translation";

/**
 * The mark beside the result of a pupil whose device heard of the round late (round-rules.ts
 * lateStartMs): the result is graded on the time they had, so the teacher reads it as such and not
 * as a pause. On the teacher's screen and in the report; never on the projector.
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
