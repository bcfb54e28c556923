import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { e2eState } from "../../scripts/e2e-state.mjs";

// The served site's local D1, read and written as the SQLite file it is (wrangler keeps it under
// the e2e server's state folder), through Python's sqlite3: `wrangler d1 execute` starts a workerd
// for each call, about 3 s of CPU, which the suite cannot spend on every check of a stored row.
// The file is in WAL mode, so these reads and writes go side by side with the site's own; a busy
// moment is waited out (10 s).

const root = fileURLToPath(new URL("../..", import.meta.url));

function databaseFile(): string {
  const folder = join(root, e2eState, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No local D1 database under ${folder}: is the e2e server running?`);
  return join(folder, file);
}

const sqlite = `
import json, sqlite3, sys
connection = sqlite3.connect(sys.argv[1], timeout=10)
rows = connection.execute(sys.argv[2], json.loads(sys.argv[3])).fetchall()
connection.commit()
print(json.dumps(rows))
`;

/** Runs one SQL statement with `?` parameters on the served site's local D1; returns its rows as arrays. */
function execute(sql: string, parameters: (string | number)[] = []): unknown[][] {
  const output = execFileSync("python3", ["-c", sqlite, databaseFile(), sql, JSON.stringify(parameters)], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(output) as unknown[][];
}

/** The number of rows of a table that hold `marker` in a column, read from the served site's local D1. */
export function rowsWith(
  table: "contacts" | "complaints" | "chest_compression_scores",
  column: string,
  marker: string,
): number {
  const [[count] = [0]] = execute(`SELECT count(*) FROM ${table} WHERE ${column} LIKE ?`, [`%${marker}%`]);
  return Number(count);
}

const sqliteScript = `
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], timeout=10)
connection.executescript("BEGIN IMMEDIATE;\\n" + sys.argv[2] + ";\\nCOMMIT;")
connection.close()
`;

/**
 * Runs SQL on the served site's local D1 (rows the tests need that no page of the site writes): the
 * statements (`;`-separated) in one transaction, so that the site's own queries, which do not wait
 * for a busy database, find it busy for one short moment rather than once per row.
 */
export function runSql(sql: string) {
  execFileSync("python3", ["-c", sqliteScript, databaseFile(), sql], { stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Stores a score of the week straight into the served site's local D1, as no address of its own (a
 * score from before the site kept client hashes). The pages that show it are not purged: read them
 * at an address the edge cache does not keep (`uncachedBoard` in leaderboard.ts).
 */
export function storeScore(name: string, score: number) {
  execute(
    "INSERT INTO chest_compression_scores (player_name, score, accuracy, success_rate, compressions, game_id) VALUES (?, ?, 95, 95, 60, ?)",
    [name, score, `e2e-${name}-${Date.now()}`],
  );
}

/** A text with a mark of its own, to find the row a send stored: bots are told "sent" too. */
export function marked(text: string): string {
  return `${text} ${Math.random().toString(36).slice(2, 8)}`;
}
