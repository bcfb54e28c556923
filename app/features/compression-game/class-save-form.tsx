import { useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { GameSaveAnswer } from "./game-answer";
import { requestScoreSave } from "./game-request";
import type { GameResult, RhythmFigures } from "./rules";

// The end of a pupil's game in a class: saved to the class (the teacher's table), and to the week's
// public board only if the pupil ticks the box. No name to type: the class knows the pupil by the
// nickname they joined with (docs/decisions/0014-classroom-sessions.md).

/** What a class game needs to know: where it saves, its rhythm and the pupil's nickname. */
export interface ClassGameSetting {
  /** The class's game address in the page's language (lib/api-routes.ts classGameApiPath). */
  action: string;
  bpm: number;
  nickname: string;
}

interface ClassSaveFormProps {
  setting: ClassGameSetting;
  result: GameResult;
  rhythm: RhythmFigures;
  gameToken: string | null;
  idPrefix: string;
}

function refusal(answer: GameSaveAnswer | undefined): TranslationKey | null {
  if (!answer || !("result" in answer)) return null;
  return (answer.result.error?.[""]?.[0] ?? "game.save.rejected") as TranslationKey;
}

export function ClassSaveForm({ setting, result, rhythm, gameToken, idPrefix }: ClassSaveFormProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<GameSaveAnswer>();
  const [busy, setBusy] = useState(false);
  const [toBoard, setToBoard] = useState(false);

  if (answer && "saved" in answer) {
    return (
      <p role="status" className="font-semibold text-emerald-900">
        {t(toBoard ? "classroom.game.savedToBoard" : "classroom.game.saved")}
      </p>
    );
  }

  const save = async () => {
    setBusy(true);
    const fields: Record<string, string> = {
      game_id: gameToken ?? "",
      score: String(result.score),
      accuracy: String(result.accuracy),
      success_rate: String(result.successRate),
      compressions: String(result.compressions),
      mean_rate_bpm: String(rhythm.meanRateBpm),
      share_in_window: String(rhythm.shareInWindow),
    };
    if (toBoard) fields.to_board = "on";
    const saved = await requestScoreSave(setting.action, fields);
    setBusy(false);
    setAnswer(saved);
  };

  const boardId = `${idPrefix}-to-board`;
  const message = refusal(answer);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && gameToken !== null) void save();
      }}
      className="space-y-3"
    >
      <h4 className="text-lg font-bold text-slate-950">{t("classroom.game.saveHeading")}</h4>
      <div className="flex items-start gap-3">
        <input
          id={boardId}
          type="checkbox"
          checked={toBoard}
          onChange={(event) => setToBoard(event.target.checked)}
          aria-describedby={`${boardId}-hint`}
          className="mt-0.5 size-6 shrink-0 accent-indigo-700"
        />
        <div>
          <label htmlFor={boardId}>{t("classroom.game.toBoard", { nickname: setting.nickname })}</label>
          <p id={`${boardId}-hint`} className="text-sm text-slate-700">
            {t("classroom.game.toBoardHint")}
          </p>
        </div>
      </div>
      <div role="alert" className="empty:hidden">
        {message ? <p className="font-semibold text-red-800">{t(message)}</p> : null}
      </div>
      {/* No second save while one is on its way; none either before the game has its id. */}
      <button type="submit" disabled={busy || gameToken === null} className={buttonClass("primary")}>
        {busy ? t("game.save.saving") : t("classroom.game.save")}
      </button>
    </form>
  );
}
