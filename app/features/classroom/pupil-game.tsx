import { CompressionGameIsland } from "~/features/compression-game/compression-game.island";
import { classGameApiPath } from "~/lib/api-routes";
import { useTranslation } from "~/lib/translation";

// A pupil's game on the classroom page, once they have joined an open class: the public game's
// island at the class's rhythm, saving to the class (features/compression-game/class-save-form.tsx).

interface PupilGameProps {
  bpm: number;
  nickname: string;
  boardAllowed: boolean;
}

export function PupilGame({ bpm, nickname, boardAllowed }: PupilGameProps) {
  const { t, lang } = useTranslation();
  return (
    <section aria-labelledby="class-game" className="space-y-4">
      <h2 id="class-game" className="text-2xl font-bold text-slate-950">
        {t("classroom.game.heading")}
      </h2>
      <p className="text-slate-700">{t("classroom.game.intro")}</p>
      <CompressionGameIsland
        idPrefix="class-game"
        classroom={{ action: classGameApiPath(lang), bpm, nickname, boardAllowed }}
      />
    </section>
  );
}
