import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { e2eState } from "../../scripts/e2e-state.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Runs `wrangler d1 execute` on the served site's local D1. The site's own server writes to the
 * same SQLite file, so a read can meet a moment when the file is locked: such a failure is
 * retried twice before it counts, with wrangler's own message in the error.
 */
function d1Execute(args: string[]): string {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return execFileSync(
        process.execPath,
        ["scripts/wrangler.mjs", "d1", "execute", "DB", "--local", "--persist-to", e2eState, ...args],
        { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
    } catch (error) {
      lastError = error;
    }
  }
  const stderr = (lastError as { stderr?: string }).stderr ?? "";
  throw new Error(`wrangler d1 execute failed three times: ${stderr.trim().split("\n").slice(-5).join("\n")}`);
}

/** The number of rows of a table that hold `marker` in a column, read from the served site's local D1. */
export function rowsWith(
  table: "contacts" | "complaints" | "chest_compression_scores",
  column: string,
  marker: string,
) {
  const sql = `SELECT count(*) AS n FROM ${table} WHERE ${column} LIKE '%${marker.replace(/'/g, "''")}%'`;
  const output = d1Execute(["--json", "--command", sql]);
  const [result] = JSON.parse(output) as [{ results: [{ n: number }] }];
  return result.results[0].n;
}

/** Runs SQL on the served site's local D1 (rows the tests need that no page of the site writes). */
export function runSql(sql: string) {
  d1Execute(["--command", sql]);
}
