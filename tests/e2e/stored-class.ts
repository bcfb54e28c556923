import { randomBytes } from "node:crypto";
import { marked, runSql } from "./database";

// A class session stored straight into the served site's local D1, as the classroom's pages would
// have left it (opened today, one pupil, some games), for the console's tests.

const codeCharacters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export interface StoredClass {
  name: string;
  code: string;
  nickname: string;
}

function hash(): string {
  return randomBytes(32).toString("hex");
}

export function storeClass(gameCount: number): StoredClass {
  const name = marked("Clase de consola");
  const code = Array.from(randomBytes(6), (byte) => codeCharacters[byte % codeCharacters.length]).join("");
  const nickname = marked("Apodo");
  const games = Array.from(
    { length: gameCount },
    (_, game) =>
      `INSERT INTO class_games (class_id, pupil_id, score, accuracy, success_rate, compressions, mean_rate_bpm, share_in_window, game_id)
       SELECT classes.id, class_pupils.id, 80, 80, 80, 60, 110, 80, '${code}-${game}' FROM classes JOIN class_pupils ON class_pupils.class_id = classes.id WHERE join_code = '${code}'`,
  );
  // The class, its pupil and its games in one transaction (runSql).
  runSql(
    [
      `INSERT INTO classes (name, bpm, join_code, teacher_token_hash) VALUES ('${name}', 110, '${code}', '${hash()}')`,
      `INSERT INTO class_pupils (class_id, nickname, pupil_token_hash) SELECT id, '${nickname}', '${hash()}' FROM classes WHERE join_code = '${code}'`,
      ...games,
    ].join(";\n"),
  );
  return { name, code, nickname };
}
