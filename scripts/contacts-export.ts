// `npm run contacts:export [-- --remote] [-- --out contacts.csv]`: every stored contact as CSV,
// from the local D1 (wrangler dev's) or, with --remote, from the production database (wrangler
// must be logged in: `npx wrangler login`). Without --out the CSV goes to standard output.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contactColumns, contactsCsv, type ContactRow } from "../app/admin/console-csv";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const outIndex = args.indexOf("--out");
const out = outIndex === -1 ? undefined : args[outIndex + 1];

const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const query = `SELECT ${contactColumns.join(", ")} FROM contacts ORDER BY id`;
const run = spawnSync(
  process.execPath,
  [wrangler, "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", query],
  {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
  },
);
if (run.status !== 0) {
  process.stderr.write(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}

const [result] = JSON.parse(run.stdout) as { results: ContactRow[] }[];
const csv = contactsCsv(result?.results ?? []);
if (out) {
  writeFileSync(out, csv);
  console.error(`Wrote ${result?.results.length ?? 0} contacts to ${out}`);
} else {
  process.stdout.write(csv);
}
