import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { e2eState } from "../../scripts/e2e-state.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The number of rows of a table that hold `marker` in a column, read from the served site's local D1. */
export function rowsWith(
  table: "contacts" | "complaints" | "chest_compression_scores",
  column: string,
  marker: string,
) {
  const sql = `SELECT count(*) AS n FROM ${table} WHERE ${column} LIKE '%${marker.replace(/'/g, "''")}%'`;
  const output = execFileSync(
    process.execPath,
    ["scripts/wrangler.mjs", "d1", "execute", "DB", "--local", "--persist-to", e2eState, "--json", "--command", sql],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const [result] = JSON.parse(output) as [{ results: [{ n: number }] }];
  return result.results[0].n;
}

/** Runs SQL on the served site's local D1 (rows the tests need that no page of the site writes). */
export function runSql(sql: string) {
  execFileSync(
    process.execPath,
    ["scripts/wrangler.mjs", "d1", "execute", "DB", "--local", "--persist-to", e2eState, "--command", sql],
    { cwd: root, stdio: "ignore" },
  );
}
