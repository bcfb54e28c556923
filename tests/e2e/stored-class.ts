import { sql, type SQL } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { nicknameKey } from "../../app/features/classroom/pupil/nickname-key.server";
import { GOOD_GRADE, type Verdict } from "../../app/features/compression-game/measures/cpr-grade";
import { classGameRow, classRow, pupilRow, roundEntryRow, roundRow, statementText } from "../integration/class-rows";
import { marked, runSql } from "./database";

// Class sessions' rows stored straight into the served site's local D1, as the classroom's pages
// would have left them: a whole class for the console's tests (opened today, one pupil, some
// games), and pupils and games added to a class a browser opened, so that a class of twelve needs
// neither twelve browsers nor twelve games played (the game has tests of its own). Each pupil has
// the nickname's key (app/lib/typed-name.ts) that the class's unique index reads. The rows are the
// other tests' (tests/integration/class-rows.ts), written as SQL text for runSql's script.

const codeCharacters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export interface StoredClass {
  name: string;
  code: string;
  nickname: string;
}

/** SQL quoting of a value of a statement. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** A row's statement with its values written in: runSql runs a script, which has no parameters. */
function inlined(row: (db: D1Database) => D1PreparedStatement): string {
  const { sql: text, params } = statementText(row);
  let next = 0;
  return text.replace(/\?/g, () => literal(params[next++]));
}

/** SQL quoting of a text. */
const quoted = (text: string) => literal(text);

/** The id of the class of `code`, as a subquery. */
const classOf = (code: string) => sql`(SELECT id FROM classes WHERE join_code = ${code})`;

/** The statement that adds a pupil to the class of `code`, as if they had joined. */
export function addedPupil(code: string, nickname: string): string {
  return inlined((db) => pupilRow(db, { class_id: classOf(code), nickname, nickname_key: nicknameKey(nickname) }));
}

/**
 * The statement that saves a game of `score` for the pupil `nickname` of the class of `code`: its
 * timing score, the class's one, and its beat score alike, and its verdict (good from GOOD_GRADE,
 * else the one given).
 */
export function savedGame(code: string, nickname: string, score: number, fault: Verdict = "tooSlow"): string {
  const verdict = score >= GOOD_GRADE ? "good" : fault;
  const key = nicknameKey(nickname);
  const pupil = sql`(SELECT id FROM class_pupils WHERE class_id = ${classOf(code)} AND nickname_key = ${key})`;
  return inlined((db) => classGameRow(db, { class_id: classOf(code), pupil_id: pupil, score, grade: score, verdict }));
}

/** Marks the pupil `nickname` of the class of `code` as having started a free game just now. */
export function markPlaying(code: string, nickname: string) {
  runSql(`UPDATE class_pupils SET playing_since = ${Date.now()}
    WHERE class_id = (SELECT id FROM classes WHERE join_code = '${code}')
      AND nickname_key = ${quoted(nicknameKey(nickname))}`);
}

/**
 * Adds pupils to the class of `code`, each with games of the scores given, in one transaction
 * (runSql): the site's own queries find the database busy for one short moment.
 */
export function addPupils(code: string, pupils: Record<string, readonly number[]>) {
  runSql(
    Object.entries(pupils)
      .flatMap(([nickname, scores]) => [addedPupil(code, nickname), ...scores.map((s) => savedGame(code, nickname, s))])
      .join(";\n"),
  );
}

/** A round's result for addEndedRound: its grade, and the mean depth (mm) when the phone measured it. */
export interface StoredResult {
  grade: number;
  depthMm?: number;
}

/**
 * Adds pupils to the class of `code` and a test round that ended a minute ago, in which each saved
 * the result given (a rate of 110, 90 % of the time compressing), in one transaction (runSql): a
 * round's end for the projector and the teacher's screen without a phone for each pupil.
 */
export function addEndedRound(code: string, results: Record<string, StoredResult>) {
  // The rows' ids as subqueries, which the builders write in as they are where an id goes.
  const id = (query: SQL) => query as unknown as number;
  const endsAt = Date.now() - 60_000;
  const round = sql`(SELECT id FROM class_rounds WHERE class_id = ${classOf(code)} ORDER BY id DESC LIMIT 1)`;
  const entry = (nickname: string, { grade, depthMm }: StoredResult) => {
    const pupil = sql`(SELECT id FROM class_pupils WHERE class_id = ${classOf(code)} AND nickname_key = ${nicknameKey(nickname)})`;
    const depth = depthMm === undefined ? {} : { depth_mean_mm: depthMm, depth_in_band: 80, depth_too_shallow: 20 };
    return inlined((db) =>
      roundEntryRow(db, {
        round_id: id(round),
        pupil_id: id(pupil),
        saved_at: endsAt + 1_000,
        grade,
        compressions: 110,
        mean_rate_bpm: 110,
        compression_fraction: 90,
        share_in_window: 80,
        ...depth,
      }),
    );
  };
  runSql(
    [
      ...Object.keys(results).map((nickname) => addedPupil(code, nickname)),
      inlined((db) =>
        roundRow(db, {
          class_id: id(classOf(code)),
          kind: "test",
          starts_at: endsAt - 60_000,
          ends_at: endsAt,
        }),
      ),
      ...Object.entries(results).map(([nickname, result]) => entry(nickname, result)),
    ].join(";\n"),
  );
}

export function storeClass(gameCount: number): StoredClass {
  const name = marked("Clase de consola");
  const code = Array.from(randomBytes(6), (byte) => codeCharacters[byte % codeCharacters.length]).join("");
  const nickname = marked("Apodo");
  const games = Array.from({ length: gameCount }, () => savedGame(code, nickname, 80));
  // The class, its pupil and its games in one transaction (runSql).
  runSql(
    [inlined((db) => classRow(db, { name, bpm: 110, join_code: code })), addedPupil(code, nickname), ...games].join(
      ";\n",
    ),
  );
  return { name, code, nickname };
}

/** A class opened today with no pupils yet, whose pupils get nicknames as `mode` says; returns its join code. */
export function storeOpenClass(name: string, mode: "generated" | "typed"): string {
  const code = Array.from(randomBytes(6), (byte) => codeCharacters[byte % codeCharacters.length]).join("");
  runSql(inlined((db) => classRow(db, { name, bpm: 110, join_code: code, nickname_mode: mode })));
  return code;
}
