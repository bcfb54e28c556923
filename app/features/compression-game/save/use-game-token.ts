import { useEffect, useRef, useState } from "react";
import type { GameStartAnswer } from "./game-answer";
import { requestGameStart } from "./game-request";

/** Why a game has no signed id (its score cannot be saved): the reasons a start is refused with. */
const tokenErrors = [
  "game.save.rateLimited",
  "game.save.unavailable",
  "classroom.game.rateLimited",
  "classroom.game.notJoined",
  "classroom.game.closed",
] as const;
export type GameTokenError = (typeof tokenErrors)[number];

/** A refused start's reason as the game says it: its own, else that saving is off. */
function tokenError(reason: string): GameTokenError {
  return tokenErrors.find((known) => known === reason) ?? "game.save.unavailable";
}

/**
 * The signed id of the game that is playing, asked for at each start (`request`, saying whether the
 * game is in depth mode) from the game's JSON address: null until it comes, or with the reason
 * there is none. A new start forgets the previous one's request and answer, and leaving the page
 * drops the request.
 */
export function useGameToken(scoreAction: string | undefined) {
  const [answer, setAnswer] = useState<GameStartAnswer | null>(null);
  const pending = useRef<AbortController>(undefined);
  useEffect(() => () => pending.current?.abort(), []);

  const request = (depthMode: boolean) => {
    if (!scoreAction) return;
    pending.current?.abort();
    const current = new AbortController();
    pending.current = current;
    setAnswer(null);
    void requestGameStart(scoreAction, current.signal, depthMode).then((started) => {
      if (!current.signal.aborted) setAnswer(started);
    });
  };

  const gameToken = answer && "gameToken" in answer ? answer.gameToken : null;
  return { gameToken, tokenError: answer && "error" in answer ? tokenError(answer.error) : null, request };
}
