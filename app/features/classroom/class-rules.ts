import { retentionDays } from "@content/privacy";
import { nameShapeProblem } from "~/lib/name-shape";
import { playerNameProblem, type PlayerNameProblem } from "~/features/compression-game/save/player-name";
import { isValidRhythm, rhythm } from "~/features/compression-game/measures/rules";

// The rules of the classroom's forms, shared by the server's schemas and any check in the browser.
// Errors are translation keys.

/** Longest class name: «4t ESO B – Ciències», with room to spare. */
export const CLASS_NAME_MAX = 40;
/** The rhythms a class may practise at: the game's own (100–120, by 5). */
export const classRhythms: readonly number[] = Array.from(
  { length: (rhythm.max - rhythm.min) / rhythm.step + 1 },
  (_, index) => rhythm.min + index * rhythm.step,
);
export const DEFAULT_CLASS_BPM = rhythm.initial;

/** At most this many pupils join one class. */
export const CLASS_PUPILS_MAX = 60;
/** At most this many games are saved to one class. */
export const CLASS_GAMES_MAX = 1_000;
/**
 * Classes one client address may open in a day (Madrid's day). Generous for a school whose
 * teachers share one address: a secondary school of some forty groups can run a lesson with every
 * group in one day, twice. It bounds what one address can store in a day: 100 classes of 60 pupils
 * and 1,000 games (docs/decisions/0015-classroom-in-a-real-lesson.md).
 */
export const CLASSES_PER_ADDRESS_PER_DAY = 100;
/** How long a pupil let back in by the teacher has to join again under their nickname. */
export const REJOIN_WINDOW_MS = 10 * 60_000;

/**
 * The fields of the classroom page's two forms, opening a class and joining one: their schemas
 * (server/class-schema.server.ts) read exactly these, and the forms name their inputs from them
 * (class-form-parts.tsx fieldOf), so that a field renamed here fails the typecheck wherever the
 * old name is still used.
 */
export const classFormFields = {
  class: ["class_name", "bpm", "nickname_mode", "board_allowed", "computer"],
  join: ["code", "nickname", "comeback_code"],
} as const;
export type ClassFormName = keyof typeof classFormFields;
export type ClassFormField<Form extends ClassFormName> = (typeof classFormFields)[Form][number];

/** How pupils are named in a class: a generated nickname (the default) or one they type. */
export const nicknameModes = ["generated", "typed"] as const;
export type NicknameMode = (typeof nicknameModes)[number];
export const DEFAULT_NICKNAME_MODE: NicknameMode = "generated";

export type ClassNameError =
  "classroom.errors.nameRequired" | "classroom.errors.nameTooLong" | "classroom.errors.nameInvalid";

/** What is wrong with a class name once trimmed, or null: the shape of any name others see (name-shape.ts). */
export function classNameError(name: string): ClassNameError | null {
  if (name.length === 0) return "classroom.errors.nameRequired";
  const problem = nameShapeProblem(name, CLASS_NAME_MAX);
  if (problem === "tooLong") return "classroom.errors.nameTooLong";
  if (problem === "invalid") return "classroom.errors.nameInvalid";
  return null;
}

const nicknameErrors = {
  required: "classroom.errors.nicknameRequired",
  tooLong: "classroom.errors.nicknameTooLong",
  invalid: "classroom.errors.nicknameInvalid",
} as const satisfies Record<PlayerNameProblem, string>;

export type NicknameError = (typeof nicknameErrors)[PlayerNameProblem];

/** The join form's words for what is wrong with a nickname once trimmed, or null: the player's name rule. */
export function nicknameError(nickname: string): NicknameError | null {
  const problem = playerNameProblem(nickname);
  return problem ? nicknameErrors[problem] : null;
}

/** A posted rhythm as a number, or null when it is not one the class may use. */
export function classBpm(posted: unknown): number | null {
  const bpm = typeof posted === "string" && /^\d{3}$/.test(posted) ? Number(posted) : NaN;
  return isValidRhythm(bpm) ? bpm : null;
}

/** The day a class created at `createdAt` (ISO) is deleted by the retention job (content/privacy.ts). */
export function classExpiry(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + retentionDays.classes * 86_400_000);
}

/** A posted nickname mode, or the default for anything else. */
export function nicknameMode(posted: unknown): NicknameMode {
  return nicknameModes.find((mode) => mode === posted) ?? DEFAULT_NICKNAME_MODE;
}
