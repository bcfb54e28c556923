import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button-styles";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { BoardOutcome, GameSaveAnswer } from "./game-answer";
import { requestScoreSave } from "./game-request";
import type { PressTiming } from "../measures/cpr-quality";
import { depthsField } from "../depth/sent-depths";
import type { scoreSaveSchema } from "./score-schema";
import type { timingFields } from "./timing-fields";

// The end of a pupil's game in a class: every finished game (30 compressions or more) is saved to
// the class at once (the teacher's table), and to the week's public board as well only if the
// pupil ticked the box beside the game (class-game.tsx). No name to type: the class knows the
// pupil by the nickname they joined with (docs/decisions/0014-classroom-sessions.md).

/**
 * The fields of a class game's save, named by the schemas that read them: the game's signed id (the
 * board's schema's), its times and depths (timing-fields.ts), and whether it goes to the board too.
 * The class's game address reads exactly these (the classroom's classGameSchema, whose test checks
 * it), so a field renamed on either side fails the typecheck.
 */
export type ClassSaveField =
  Extract<keyof z.input<typeof scoreSaveSchema>, "game_id"> | keyof typeof timingFields | "to_board";

/** What a class game needs to know: where it saves, its rhythm and the pupil's nickname. */
export interface ClassGameSetting {
  /** The class's game address in the page's language (lib/api-routes.ts classGameApiPath). */
  action: string;
  bpm: number;
  nickname: string;
  /** Whether the teacher allowed the class's pupils to put their scores on the public board. */
  boardAllowed: boolean;
  /** Whether the pupil sends their games to the week's board too (the box beside the game). */
  toBoard?: boolean;
}

interface ClassSaveProps {
  setting: ClassGameSetting;
  /** When the presses came: the server measures every figure of the game from them, and only from them. */
  timing: PressTiming;
  /**
   * Each compression's depth, for a game in depth mode (empty for taps): sent beside the times, one
   * a press, for the server to measure the depth's figures; the phone's motion never leaves it.
   */
  depthsMm: readonly number[];
  /** Null until the server has given the game its signed id. */
  gameToken: string | null;
}

/** What the pupil is told of a game saved to the class and sent to the board. */
const boardSaid = {
  saved: "classroom.game.savedToBoard",
  refused: "classroom.game.savedBoardRefused",
  "too-regular": "game.save.savedClassNotBoard",
} as const satisfies Record<BoardOutcome, TranslationKey>;

function refusal(answer: GameSaveAnswer | undefined): TranslationKey | null {
  if (!answer || !("result" in answer)) return null;
  return (answer.result.error?.[""]?.[0] ?? "game.save.rejected") as TranslationKey;
}

export function ClassSave({ setting, timing, depthsMm, gameToken }: ClassSaveProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<GameSaveAnswer>();
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);
  const toBoard = setting.boardAllowed && setting.toBoard === true;

  // Once per attempt, as soon as the game has its id: the game's end is the pupil's "save".
  useEffect(() => {
    if (gameToken === null || sent.current === attempt) return;
    sent.current = attempt;
    const fields: Partial<Record<ClassSaveField, string>> = {
      game_id: gameToken,
      presses_at: timing.pressesAt.map(Math.round).join(","),
      duration_ms: String(Math.max(1, Math.round(timing.durationMs))),
    };
    if (depthsMm.length > 0) fields.depths_mm = depthsField(depthsMm);
    if (toBoard) fields.to_board = "on";
    setAnswer(undefined);
    void requestScoreSave(setting.action, fields).then(setAnswer);
  }, [attempt, gameToken, timing, depthsMm, setting.action, toBoard]);

  if (answer && "saved" in answer) {
    // The server says where the game went: the board may have refused it (its limit per address),
    // or kept it off as too even for a finger.
    const said = answer.toBoard ? boardSaid[answer.toBoard] : "classroom.game.saved";
    return (
      <p role="status" className="font-semibold text-emerald-900">
        {t(said)}
      </p>
    );
  }
  const message = refusal(answer);
  if (!message) {
    return (
      <p role="status" className="text-slate-800">
        {t("game.save.saving")}
      </p>
    );
  }
  // A save that failed on its way, or came too soon after the last, may be sent again; a refused
  // one (closed class, forged) may not.
  const retry = message === "game.save.failed" || message === "classroom.game.tooSoon";
  return (
    <div className="space-y-3">
      <p role="alert" className="font-semibold text-red-800">
        {t(message)}
      </p>
      {retry ? (
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClass("primary")}>
          {t("classroom.game.retry")}
        </button>
      ) : null}
    </div>
  );
}
