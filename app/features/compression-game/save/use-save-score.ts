import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "~/lib/translation";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import type { GameSaveAnswer } from "./game-answer";
import { requestScoreSave } from "./game-request";
import { playerNameError, type PlayerNameError } from "./player-name";
import type { PressTiming } from "../measures/cpr-quality";

export interface SaveScoreSettings {
  /**
   * When the game's presses came, in whole milliseconds as the game keeps them: the server measures
   * the board's figures from them, by the function the page showed them by.
   */
  timing: PressTiming;
  /** The rhythm the game was played at, which the presses are judged against. */
  bpm: number;
  /** The game's JSON address, which the save posts to. */
  action: string;
  gameToken: string | null;
  onLeaderboard: ((board: LeaderboardView) => void) | undefined;
}

/** The first message of a field in a conform reply (the server validates with conform and zod). */
function replyError(answer: GameSaveAnswer | undefined, field: string): string | undefined {
  return answer && "result" in answer ? (answer.result.error?.[field] ?? undefined)?.[0] : undefined;
}

/**
 * The save form's state: the name's check, the request on its way, and the server's answer. The
 * name is checked on submit, then again on every change once a message shows (as the contact
 * form does). The server's message about the name, from the last answer, shows whenever the
 * form's own check finds nothing wrong with it.
 */
export function useSaveScore({ timing, bpm, action, gameToken, onLeaderboard }: SaveScoreSettings) {
  const { lang } = useTranslation();
  const [answer, setAnswer] = useState<GameSaveAnswer>();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<PlayerNameError | null>(null);
  const [checking, setChecking] = useState(false);

  const save = async (playerName: string) => {
    setBusy(true);
    const saved = await requestScoreSave(action, {
      game_id: gameToken ?? "",
      player_name: playerName,
      bpm: String(bpm),
      presses_at: timing.pressesAt.map(Math.round).join(","),
      duration_ms: String(Math.max(1, Math.round(timing.durationMs))),
      lang,
    });
    setBusy(false);
    setAnswer(saved);
    if ("leaderboard" in saved && saved.leaderboard) onLeaderboard?.(saved.leaderboard);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || gameToken === null) return;
    const input = event.currentTarget.elements.namedItem("player_name") as HTMLInputElement;
    const error = playerNameError(input.value.trim());
    setNameError(error);
    setChecking(Boolean(error));
    if (error) input.focus();
    else void save(input.value);
  };

  const recheck = (event: ChangeEvent<HTMLInputElement>) => {
    if (checking) setNameError(playerNameError(event.currentTarget.value.trim()));
  };

  return {
    saved: answer !== undefined && "saved" in answer,
    busy,
    fieldError: checking ? nameError : (nameError ?? replyError(answer, "player_name")),
    formError: replyError(answer, ""),
    submit,
    recheck,
  };
}
