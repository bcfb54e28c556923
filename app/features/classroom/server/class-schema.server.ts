import { z } from "zod";
import { zodConfig } from "~/lib/zod-config";
import { normalizeTypedName } from "~/lib/typed-name";
import { isBlockedName } from "~/features/compression-game/names/name-filter.server";
import { scoreSaveSchema } from "~/features/compression-game/save/score-schema";
import { timingFields } from "~/features/compression-game/save/timing-fields";
import { classBpm, classFormFields, classNameError, nicknameError, nicknameMode } from "../class-rules";
import { computerKind } from "../teacher/device-classes";
import { normalizeJoinCode } from "../join-code";

// The schemas of the classroom's forms (open a class, join one), which conform applies on the
// server, running the rules of class-rules.ts. Messages are translation keys. Server-only: the
// nickname and the class's name are checked against the word list. Typed text is normalised before
// any check (app/lib/typed-name.ts): what is checked is what is stored.

z.config(zodConfig);

const text = (value: unknown) => (typeof value === "string" ? normalizeTypedName(value) : "");

/** A form's fields as posted, each read as it comes (the rules below judge them): the forms' names, class-rules.ts. */
function posted<Field extends string>(fields: readonly Field[]) {
  return Object.fromEntries(fields.map((field) => [field, z.unknown().optional()])) as Record<
    Field,
    z.ZodOptional<z.ZodUnknown>
  >;
}

export const createClassSchema = z
  .object(posted(classFormFields.class))
  .superRefine((posted, context) => {
    // The class's name is shown to its pupils and on the projector: the word list's, as a nickname.
    const nameError =
      classNameError(text(posted.class_name)) ??
      (isBlockedName(text(posted.class_name)) ? "classroom.errors.nameBlocked" : null);
    if (nameError) context.addIssue({ code: "custom", message: nameError, path: ["class_name"] });
    if (classBpm(posted.bpm) === null) {
      context.addIssue({ code: "custom", message: "classroom.errors.bpmInvalid", path: ["bpm"] });
    }
  })
  .transform((posted) => ({
    name: text(posted.class_name),
    bpm: classBpm(posted.bpm) ?? 0,
    nicknameMode: nicknameMode(posted.nickname_mode),
    // A checkbox: present ("on") when ticked, absent otherwise.
    boardAllowed: posted.board_allowed === "on",
    // Whether this browser keeps the class for 30 days or for the session only: a cookie, not the class's row.
    computer: computerKind(posted.computer),
  }));

/**
 * The join form's schema: the code and the nickname are only read here. Whether the code opens a
 * class is the server's answer, the same for any wrong one; whether the nickname is judged at all
 * depends on the class (typedNicknameError): a class that gives out nicknames gives one, whatever
 * was typed, and does not argue with it.
 */
export const joinClassSchema = z
  .object(posted(classFormFields.join))
  .superRefine((posted, context) => {
    if (comebackCodeOf(text(posted.comeback_code)) === null) {
      context.addIssue({ code: "custom", message: "classroom.errors.comebackCodeWrong", path: ["comeback_code"] });
    }
  })
  .transform((posted) => ({
    code: normalizeJoinCode(text(posted.code)),
    nickname: text(posted.nickname),
    comebackCode: comebackCodeOf(text(posted.comeback_code)) ?? "",
  }));

/** Why a nickname typed for a class of typed nicknames cannot be used (the public board's rules and word list), or null. */
export function typedNicknameError(nickname: string): string | null {
  return nicknameError(nickname) ?? (isBlockedName(nickname) ? "classroom.errors.nicknameBlocked" : null);
}

/**
 * A comeback code as typed ("482 913", "482-913"), as stored: six digits; "" for an empty field,
 * null for anything else.
 */
function comebackCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  if (digits === "") return "";
  return /^\d{6}$/.test(digits) ? digits : null;
}

const fromTheGame = { error: "game.save.rejected" } as const;

/**
 * A class game's save: its signed id, its presses' times and length, and whether the pupil also
 * sends it to the public board; a game in depth mode sends its compressions' depths as well, one
 * a press, never the phone's motion. The times and depths are read by the game's own fields
 * (`timingFields`), as the board reads them. Nothing else is read: the server measures every
 * figure from the times and the depths (class-game-check.ts), whatever else the page sends.
 */
export const classGameSchema = scoreSaveSchema.pick({ game_id: true }).extend({
  to_board: z.boolean(fromTheGame).optional(),
  ...timingFields,
});

export type ClassGameFields = z.infer<typeof classGameSchema>;
