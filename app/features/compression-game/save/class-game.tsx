import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translation";
import type { ClassGameSetting } from "./class-save";
import { CompressionGame } from "../play/compression-game";
import type { DepthModeChoice } from "../depth/use-depth-mode";

// A pupil's game in a class (the classroom page's island): the pupil's choice of sending their
// games to the week's public board too (where the teacher allowed it), made before they play (each finished game is saved at
// once, class-save.tsx), and the game at the class's rhythm, by taps or, chosen, by the depth mode
// (`depthMode`, kept by the class's page for its rounds too).

export function ClassGame({
  classroom,
  idPrefix,
  depthMode,
}: {
  classroom: ClassGameSetting;
  idPrefix: string;
  depthMode?: DepthModeChoice;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [toBoard, setToBoard] = useState(false);
  const boxId = `${idPrefix}-to-board`;
  return (
    <div className="space-y-4">
      {/* The box only where the teacher allowed the public board when opening the class. */}
      {classroom.boardAllowed ? (
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <input
            id={boxId}
            type="checkbox"
            checked={toBoard}
            disabled={!hydrated}
            onChange={(event) => setToBoard(event.target.checked)}
            aria-describedby={`${boxId}-hint`}
            className="mt-0.5 size-6 shrink-0 accent-indigo-700"
          />
          <div>
            <label htmlFor={boxId}>{t("classroom.game.toBoard", { nickname: classroom.nickname })}</label>
            <p id={`${boxId}-hint`} className="text-sm text-slate-700">
              {t("classroom.game.toBoardHint")}
            </p>
            {/* Ticking it says what will be published, and under which name; unticking, nothing more. */}
            <p role="status" className="text-sm font-semibold text-indigo-900">
              {toBoard ? t("classroom.game.toBoardOn", { nickname: classroom.nickname }) : ""}
            </p>
          </div>
        </div>
      ) : null}
      <CompressionGame idPrefix={idPrefix} classroom={{ ...classroom, toBoard }} depthMode={depthMode} />
    </div>
  );
}
