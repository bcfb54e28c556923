// The queries and fields of the teacher link's pages: which step it shows, and which pupil an
// action is about. Shared by the server's loader and action and the screens that link to them.

/** `?pupil=<id>`: the step that asks before a pupil is removed; the field of a pupil's action. */
export const PUPIL_PARAM = "pupil";
/** `?confirm=delete`: the step that asks before the class is deleted. */
export const CONFIRM_PARAM = "confirm";
export const CONFIRM_DELETE = "delete";

/**
 * `?show=` on the projector link, the teacher's choice of what the room sees (projector-show.ts):
 * by default the class's figures with no name; `top`, the top few of a round by name as well;
 * `code`, the code, the QR code and the short address alone (say before anyone has played).
 */
export const PROJECTOR_SHOW_PARAM = "show";
export const PROJECTOR_CODE_ONLY = "code";
export const PROJECTOR_TOP_FEW = "top";

/**
 * `?measures=all` on the teacher link: the table with every measure behind the verdicts, not only
 * the summary that answers "who needs help?".
 */
export const MEASURES_PARAM = "measures";
export const MEASURES_ALL = "all";

/** The reopen form's box, on a class locked before it closed: unlock it as it reopens. */
export const REOPEN_UNLOCK_FIELD = "unlock";

/** What the teacher can post to the teacher link. */
export const teacherIntents = [
  "close",
  "reopen",
  "lock",
  "unlock",
  "delete",
  "remove",
  "readmit",
  "undo-removal",
  "redraw-comebacks",
  "start-round",
  "end-round",
] as const;
export type TeacherIntent = (typeof teacherIntents)[number];

export function teacherIntent(posted: unknown): TeacherIntent | null {
  return teacherIntents.find((intent) => intent === posted) ?? null;
}

/** The fields of the form that starts a round: its length in seconds, its kind, the pupils' metronomes. */
export const ROUND_LENGTH_FIELD = "round_length";
export const ROUND_KIND_FIELD = "round_kind";
export const ROUND_METRONOME_FIELD = "round_metronome";
