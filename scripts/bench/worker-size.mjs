// Size of the Worker upload as wrangler reports it, from a dry-run deploy (no network, no account).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

/** Returns { totalKiB, gzipKiB } or { error } with the line that explains the failure. */
export function workerBundleSize(root) {
  // --outdir keeps the bundle out of the project; the folder is removed afterwards.
  const outdir = mkdtempSync(join(tmpdir(), "bench-worker-"));
  try {
    const result = spawnSync(process.execPath, ["scripts/wrangler.mjs", "deploy", "--dry-run", "--outdir", outdir], {
      cwd: root,
      encoding: "utf8",
      timeout: 180_000,
    });
    if (result.error) return { error: result.error.message };
    const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
    const match = output.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
    if (match) return { totalKiB: Number(match[1]), gzipKiB: Number(match[2]) };
    const lines = output.split("\n").map((line) => line.trim());
    return { error: lines.find((line) => /error|✘/i.test(line)) ?? `wrangler exited with code ${result.status}` };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
