import type { CourseContent } from "@content/types";
import { CompressionGameIsland } from "~/features/compression-game/play/compression-game.island";
import { useTranslation } from "~/lib/translation";

/** Step 2: the goal, advice, and the compression simulator to practise with. */
export function SimulatorStep({ simulator }: { simulator: CourseContent["simulator"] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl rounded-xl border-l-4 border-rose-600 bg-rose-50 p-4 text-lg text-rose-950">
        <strong>{t("course.goal")}:</strong> {simulator.goal}
      </p>
      <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
        {simulator.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {/* Practice only: the course saves no score (the leaderboard is on the First Aiducation page). */}
      <CompressionGameIsland />
    </div>
  );
}
