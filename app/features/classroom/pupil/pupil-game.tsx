import { classGameApiPath, classRoundApiPath } from "~/lib/api-routes";
import { useTranslation } from "~/lib/translation";
import { ClassLessonIsland } from "./class-lesson.island";

// A pupil's game on the classroom page, once they have joined an open class: free practice at the
// class's rhythm, saved to the class, and the rounds the teacher starts (class-lesson.tsx).

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
      <ClassLessonIsland
        classroom={{ action: classGameApiPath(lang), bpm, nickname, boardAllowed }}
        roundAddress={classRoundApiPath(lang)}
      />
    </section>
  );
}
