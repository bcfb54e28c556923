import type { SubmissionResult } from "@conform-to/react";
import type { TranslationKey } from "~/lib/translate";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";

// What the game's two requests are answered (game-action.server.ts), the same from the page's
// action (a post without JavaScript) and from the game's JSON address (the island's script), and
// the message of an answer for a page that shows it in words.

/** The answer to `intent=start`: a signed game id, or why there is none. */
export type GameStartAnswer = { intent: "start"; gameToken: string } | { intent: "start"; error: string };

/**
 * Where a class game sent to the board went too: there, refused by the board's limit of its
 * network, or kept off it as too even for a finger (measures/too-regular.ts).
 */
export type BoardOutcome = "saved" | "refused" | "too-regular";

/**
 * The answer to `intent=save`: saved (from the JSON address, with the week's board read again
 * after the save, unless it could not be read), or the refusal's errors as conform words them.
 */
export type GameSaveAnswer =
  | { intent: "save"; saved: true; leaderboard?: LeaderboardView; toBoard?: BoardOutcome }
  | { intent: "save"; result: SubmissionResult<string[]> };

export type GameAnswer = GameStartAnswer | GameSaveAnswer;

/** A refused start's reason, or the first error of a refused save; null for a success. */
export function gameAnswerMessage(answer: GameAnswer | undefined): TranslationKey | null {
  if (!answer) return null;
  if ("error" in answer) return answer.error as TranslationKey;
  if ("result" in answer) {
    const errors = answer.result.error ?? {};
    const first = errors[""]?.[0] ?? Object.values(errors).find((list) => list?.length)?.[0];
    return (first as TranslationKey | undefined) ?? "game.save.rejected";
  }
  return null;
}
