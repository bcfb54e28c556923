import { FREE_GAME_GAP_S } from "~/features/classroom/server/class-game-store.server";
import { GAME_TOKEN_TTL_MS } from "~/features/compression-game/server/game-token.server";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";
import { MAX_COMPRESSIONS, MIN_COMPRESSIONS_FOR_SCORE } from "~/features/compression-game/measures/rules";
import { minimumGameMs, TIMING_SLACK_MS } from "~/features/compression-game/measures/score-check";
import { LONGEST_DURATION_MS, type Ticket } from "./class-save-draws";

// A model of a class's game address's checks (class-game.server.ts, game-pipeline.server.ts, in
// their order), which says what each save is answered and whether it is stored: the form's fields
// (400), the presses' times (400 without them, 422 when they cannot be a game's), the signed id
// (403), a game longer than the time since its id was issued (422), an id already stored (409), a
// pupil's game saved too soon after their last (429). The model restates each check in its own
// terms (with the app's limits), so that a check the server drops, adds or moves shows as a
// difference; where the server's clock makes the answer depend on a millisecond, it allows both.
// class-save-draws.ts draws the saves.

/** A save as it is posted: its fields, and the ticket of its id when the id is genuine. */
export interface SentSave {
  fields: Record<string, string>;
  ticket: Ticket | null;
}

/** How far ahead of the server's clock an id may be issued (another instance's clock: game-token.server.ts). */
const CLOCK_SKEW_MS = 5_000;
/** The most that the check of a game too fast for its result can ask: 120 presses, all perfect. */
const LONGEST_MINIMUM_MS = minimumGameMs({
  score: 100,
  accuracy: 100,
  successRate: 100,
  compressions: MAX_COMPRESSIONS,
});
/** Longest a list of press times may be: 120 presses of up to seven digits, with their commas. */
const PRESSES_AT_MAX_LENGTH = MAX_COMPRESSIONS * 8;

/** A form's number as the server reads it (conform): empty is absent, a blank or not a number is NaN. */
function formNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === "") return undefined;
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** Whether the times can be a free game's: 30 to 120 presses, each a press gap after the last (to the ms), none after its end. */
function couldBeAGame(times: number[], durationMs: number): boolean {
  if (times.length < MIN_COMPRESSIONS_FOR_SCORE || times.length > MAX_COMPRESSIONS) return false;
  const closest = MIN_PRESS_GAP_MS - 1;
  return (
    times.every((at, index) => index === 0 || at - (times[index - 1] ?? 0) >= closest) && times.at(-1)! <= durationMs
  );
}

/**
 * What a save is answered, as `<status> <message>` (`fields` for a field's error, `stored` and
 * `started` for a 200), when the server's clock reads `now`, the pupil's last stored game is
 * `sinceStoredMs` old, and `storedIds` are the games stored before. Two answers when the id is so
 * young that the check of a game too fast for its result may refuse it first.
 */
function answersAt(save: SentSave, now: number, sinceStoredMs: number | null, storedIds: ReadonlySet<string>) {
  const { fields, ticket } = save;
  if (fields.intent === "start") return ["200 started"];
  if (fields.intent !== "save") return ["400 game.save.rejected"];
  const id = fields.game_id ?? "";
  const pressesAt = fields.presses_at ?? "";
  const durationMs = formNumber(fields.duration_ms);
  const fieldsWrong =
    id === "" ||
    id.length > 200 ||
    (pressesAt !== "" && (pressesAt.length > PRESSES_AT_MAX_LENGTH || !/^\d{1,7}(,\d{1,7})*$/.test(pressesAt))) ||
    (durationMs !== undefined &&
      !(Number.isInteger(durationMs) && durationMs >= 1 && durationMs <= LONGEST_DURATION_MS)) ||
    ![undefined, "", "on"].includes(fields.to_board);
  if (fieldsWrong) return ["400 fields"];
  if (pressesAt === "" || durationMs === undefined) return ["400 classroom.game.reload"];
  if (!couldBeAGame(pressesAt.split(",").map(Number), durationMs)) return ["422 game.save.rejected"];
  if (!ticket || ticket.issuedAt > now + CLOCK_SKEW_MS || now - ticket.issuedAt > GAME_TOKEN_TTL_MS) {
    return ["403 game.save.rejected"];
  }
  const elapsedMs = now - ticket.issuedAt;
  if (durationMs > elapsedMs + TIMING_SLACK_MS) return ["422 game.save.rejected"];
  const tooFast = elapsedMs + TIMING_SLACK_MS < LONGEST_MINIMUM_MS ? ["422 game.save.rejected"] : [];
  if (storedIds.has(ticket.gameId)) return [...tooFast, "409 game.save.rejected"];
  if (sinceStoredMs !== null && sinceStoredMs < FREE_GAME_GAP_S * 1_000) {
    return [...tooFast, "429 classroom.game.tooSoon"];
  }
  return [...tooFast, "200 stored"];
}

/** What an answer was, in the model's terms. */
export function answerOf(status: number, body: unknown): string {
  const answer = body as { gameToken?: unknown; saved?: unknown; result?: { error?: Record<string, string[]> } };
  if (status === 200) {
    return answer.saved === true ? "200 stored" : typeof answer.gameToken === "string" ? "200 started" : "200 ?";
  }
  const errors = answer.result?.error ?? {};
  return `${status} ${errors[""]?.[0] ?? (Object.keys(errors).length > 0 ? "fields" : "?")}`;
}

/** When a request was sent and its answer received, by the test's clock: the server's lies between. */
export interface Moment {
  sentAt: number;
  receivedAt: number;
}

/** A stored game, as the model expects its row (and its board row, in a class that allows the board). */
export interface StoredGame {
  gameId: string;
  pupil: string;
  compressions: number;
  toBoard: boolean;
}

/** Slack for the database's clock, which times the gap between a pupil's games, against the test's. */
const DATABASE_CLOCK_SLACK_MS = 1_000;

/** The posts made so far, as the model needs them: the genuine ids sent, the games stored, each pupil's last. */
export class SaveLedger {
  readonly tokens: string[] = [];
  readonly stored: StoredGame[] = [];
  private readonly lastStored = new Map<string, Moment>();

  /** The answers the server may give to `save` from `pupil`, sent and answered at `moment`. */
  possibleAnswers(save: SentSave, pupil: string, moment: Moment): string[] {
    const storedIds = new Set(this.stored.map((game) => game.gameId));
    const last = this.lastStored.get(pupil);
    const gaps = last
      ? [
          moment.sentAt - last.receivedAt - DATABASE_CLOCK_SLACK_MS,
          moment.receivedAt - last.sentAt + DATABASE_CLOCK_SLACK_MS,
        ]
      : [null];
    const answers = [moment.sentAt, moment.receivedAt].flatMap((now) =>
      gaps.flatMap((gap) => answersAt(save, now, gap, storedIds)),
    );
    return [...new Set(answers)];
  }

  /** Notes a post and its answer. */
  record(save: SentSave, pupil: string, moment: Moment, answer: string) {
    if (save.fields.game_id !== undefined && save.ticket) this.tokens.push(save.fields.game_id);
    if (answer !== "200 stored" || !save.ticket) return;
    this.lastStored.set(pupil, moment);
    this.stored.push({
      gameId: save.ticket.gameId,
      pupil,
      compressions: (save.fields.presses_at ?? "").split(",").length,
      toBoard: save.fields.to_board === "on",
    });
  }
}
