import type { SubmissionResult } from "@conform-to/react";
import type { TranslationKey } from "~/lib/translate";

// The message of a game request's answer (gameAction), for a page that shows it in words: a
// refused start's reason, or the first error of a refused save; null for a success.

type GameAnswer =
  | { intent: "start"; gameToken: string }
  | { intent: "start"; error: string }
  | { intent: "save"; saved: true }
  | { intent: "save"; result: SubmissionResult<string[]> };

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
