import { randomBytes } from "node:crypto";
import { nicknameKey } from "../../app/features/classroom/pupil/nickname-key.server";
import { GOOD_GRADE, type Verdict } from "../../app/features/compression-game/cpr-grade";
import { marked, runSql } from "./database";

// Class sessions' rows stored straight into the served site's local D1, as the classroom's pages
// would have left them: a whole class for the console's tests (opened today, one pupil, some
// games), and pupils and games added to a class a browser opened, so that a class of twelve needs
// neither twelve browsers nor twelve games played (the game has tests of its own). Each pupil has
// the nickname's key (app/lib/typed-name.ts) that the class's unique index reads.

const codeCharacters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export interface StoredClass {
  name: string;
  code: string;
  nickname: string;
}

function hash(): string {
  return randomBytes(32).toString("hex");
}

/** SQL quoting of a text. */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statement that adds a pupil to the class of `code`, as if they had joined. */
export function addedPupil(code: string, nickname: string): string {
  return `INSERT INTO class_pupils (class_id, nickname, nickname_key, pupil_token_hash)
      SELECT id, ${quoted(nickname)}, ${quoted(nicknameKey(nickname))}, '${hash()}' FROM classes WHERE join_code = '${code}'`;
}

/**
 * The statement that saves a game of `score` for the pupil `nickname` of the class of `code`: its
 * timing score, the class's one, and its beat score alike, and its verdict (good from GOOD_GRADE,
 * else the one given).
 */
export function savedGame(code: string, nickname: string, score: number, fault: Verdict = "tooSlow"): string {
  const verdict = score >= GOOD_GRADE ? "good" : fault;
  return `INSERT INTO class_games (class_id, pupil_id, score, accuracy, success_rate, compressions, mean_rate_bpm,
      share_in_window, grade, verdict, game_id) SELECT c.id, p.id, ${score}, 80, 90, 60, 112, 75, ${score},
      '${verdict}', '${hash()}'
      FROM classes c JOIN class_pupils p ON p.class_id = c.id
      WHERE c.join_code = '${code}' AND p.nickname_key = ${quoted(nicknameKey(nickname))}`;
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

export function storeClass(gameCount: number): StoredClass {
  const name = marked("Clase de consola");
  const code = Array.from(randomBytes(6), (byte) => codeCharacters[byte % codeCharacters.length]).join("");
  const nickname = marked("Apodo");
  const games = Array.from({ length: gameCount }, () => savedGame(code, nickname, 80));
  // The class, its pupil and its games in one transaction (runSql).
  runSql(
    [
      `INSERT INTO classes (name, bpm, join_code, teacher_token_hash) VALUES ('${name}', 110, '${code}', '${hash()}')`,
      addedPupil(code, nickname),
      ...games,
    ].join(";\n"),
  );
  return { name, code, nickname };
}

/** A class opened today with no pupils yet, whose pupils get nicknames as `mode` says; returns its join code. */
export function storeOpenClass(name: string, mode: "generated" | "typed"): string {
  const code = Array.from(randomBytes(6), (byte) => codeCharacters[byte % codeCharacters.length]).join("");
  runSql(
    `INSERT INTO classes (name, bpm, join_code, teacher_token_hash, nickname_mode)
      VALUES (${quoted(name)}, 110, '${code}', '${hash()}', '${mode}')`,
  );
  return code;
}
