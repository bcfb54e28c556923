import type { BoardOutcome, GameSaveAnswer, GameStartAnswer } from "./game-answer";

// The island's two requests to the game's JSON address (game-api.server.ts), with fetch: an island
// has no Remix client. A request that fails (offline, a server error answered in HTML, anything
// but one of the game's answers) becomes the game's own short message, never an exception.

/** What a start that got no answer says: saving is off for this game. */
const startFailed: GameStartAnswer = { intent: "start", error: "game.save.unavailable" };
/** What a save that got no answer says: try again. */
const saveFailed: GameSaveAnswer = { intent: "save", result: { status: "error", error: { "": ["game.save.failed"] } } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A start's answer as the server words it, or null for anything else. */
export function readStartAnswer(value: unknown): GameStartAnswer | null {
  if (!isRecord(value) || value.intent !== "start") return null;
  if (typeof value.gameToken === "string") return { intent: "start", gameToken: value.gameToken };
  if (typeof value.error === "string") return { intent: "start", error: value.error };
  return null;
}

function isLeaderboard(value: unknown): value is NonNullable<Extract<GameSaveAnswer, { saved: true }>["leaderboard"]> {
  return (
    isRecord(value) &&
    Array.isArray(value.entries) &&
    value.entries.every(isRecord) &&
    typeof value.since === "string" &&
    typeof value.unavailable === "boolean"
  );
}

/** A save's answer as the server words it (with the board when it came and is well formed), or null. */
export function readSaveAnswer(value: unknown): GameSaveAnswer | null {
  if (!isRecord(value) || value.intent !== "save") return null;
  if (value.saved === true) {
    const saved: Extract<GameSaveAnswer, { saved: true }> = { intent: "save", saved: true };
    if (isLeaderboard(value.leaderboard)) saved.leaderboard = value.leaderboard;
    // A class game also sent to the board: whether the board took it.
    const outcomes: readonly BoardOutcome[] = ["saved", "refused", "too-regular"];
    const toBoard = outcomes.find((outcome) => outcome === value.toBoard);
    if (toBoard) saved.toBoard = toBoard;
    return saved;
  }
  if (isRecord(value.result) && (value.result.error === undefined || isRecord(value.result.error))) {
    return { intent: "save", result: value.result as Extract<GameSaveAnswer, { result: unknown }>["result"] };
  }
  return null;
}

/** Posts the fields as a form and reads the game's answer; null when there is none to read. */
async function postToGame(address: string, fields: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(address, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal,
    });
    if (response.headers.get("Content-Type")?.includes("application/json")) return await response.json();
    console.error("The game's request was not answered by the game", response.status);
    return null;
  } catch (error) {
    if (!signal?.aborted) console.error("The game's request failed", error);
    return null;
  }
}

/**
 * Asks for a signed id for the game that is starting, saying whether it is in depth mode (the
 * id keeps it: only such a game's save may send depths).
 */
export async function requestGameStart(
  address: string,
  signal?: AbortSignal,
  depthMode = false,
): Promise<GameStartAnswer> {
  const fields: Record<string, string> = depthMode ? { intent: "start", depth_mode: "on" } : { intent: "start" };
  return readStartAnswer(await postToGame(address, fields, signal)) ?? startFailed;
}

/**
 * Saves a game: to the board, its presses' times and rhythm under the player's name, with the
 * page's `lang` (the language of the board's caption); to a class, its times and depths.
 */
export async function requestScoreSave(address: string, fields: Record<string, string>): Promise<GameSaveAnswer> {
  return readSaveAnswer(await postToGame(address, { ...fields, intent: "save" })) ?? saveFailed;
}
