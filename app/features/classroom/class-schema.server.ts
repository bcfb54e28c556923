import { z } from "zod";
import { zodConfig } from "~/lib/zod-config";
import { isBlockedName } from "~/features/compression-game/name-filter.server";
import { scoreSaveSchema } from "~/features/compression-game/score-schema";
import { classBpm, classNameError, nicknameError } from "./class-rules";
import { normalizeJoinCode } from "./join-code";

// The schemas of the classroom's forms (open a class, join one), which conform applies on the
// server, running the rules of class-rules.ts. Messages are translation keys. Server-only: the
// join form's checks the board's word list.

z.config(zodConfig);

export const createClassSchema = z
  .object({ class_name: z.unknown().optional(), bpm: z.unknown().optional() })
  .superRefine((posted, context) => {
    const name = typeof posted.class_name === "string" ? posted.class_name.trim() : "";
    const nameError = classNameError(name);
    if (nameError) context.addIssue({ code: "custom", message: nameError, path: ["class_name"] });
    if (classBpm(posted.bpm) === null) {
      context.addIssue({ code: "custom", message: "classroom.errors.bpmInvalid", path: ["bpm"] });
    }
  })
  .transform((posted) => ({
    name: typeof posted.class_name === "string" ? posted.class_name.trim() : "",
    bpm: classBpm(posted.bpm) ?? 0,
  }));

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The join form's schema: the nickname follows the public board's rules and word list; the code
 * is only read here (whether it opens a class is the server's answer, the same for any wrong one).
 */
export const joinClassSchema = z
  .object({ code: z.unknown().optional(), nickname: z.unknown().optional() })
  .superRefine((posted, context) => {
    const nickname = text(posted.nickname);
    const error = nicknameError(nickname);
    if (error) context.addIssue({ code: "custom", message: error, path: ["nickname"] });
    else if (isBlockedName(nickname)) {
      context.addIssue({ code: "custom", message: "classroom.errors.nicknameBlocked", path: ["nickname"] });
    }
  })
  .transform((posted) => ({ code: normalizeJoinCode(text(posted.code)), nickname: text(posted.nickname) }));

const fromTheGame = { error: "game.save.rejected" } as const;

/**
 * A class game's save: the public board's result fields (without a name: the pupil's nickname is
 * the class's), its rhythm figures, and whether the pupil also sends it to the public board.
 */
export const classGameSchema = scoreSaveSchema.omit({ player_name: true }).extend({
  mean_rate_bpm: z.number(fromTheGame),
  share_in_window: z.number(fromTheGame),
  to_board: z.boolean(fromTheGame).optional(),
});
