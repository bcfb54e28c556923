import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeEach } from "vitest";

// Every property test of the workerd projects draws a fresh seed each run (that is how rare
// counterexamples are found), prints it when it fails, and replays one on request:
//   FC_SEED=<seed> FC_PATH=<path> npx vitest run --project <project> <file> -t "<test name>"
// vitest.config.ts hands FC_SEED, FC_PATH and FC_RUNS_SCALE from the shell to workerd.

const seed = env.FC_SEED ? Number(env.FC_SEED) : undefined;
if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, not "${env.FC_SEED}"`);
fc.configureGlobal({
  ...(seed !== undefined ? { seed } : {}),
  ...(env.FC_PATH ? { path: env.FC_PATH } : {}),
});

/** Where fast-check's report names the failing run: `{ seed: -1214785968, path: "70:1:4", … }`. */
const reported = /seed: (-?\d+), path: "([\d:]+)"/;

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const found = (task.result?.errors ?? []).map((error) => reported.exec(error.message ?? "")).find(Boolean);
    if (!found) return;
    const project = task.file.projectName ?? "workers";
    console.error(
      `\nReplay this counterexample:\n  FC_SEED=${found[1]} FC_PATH=${found[2]} npx vitest run --project ${project} ` +
        `${task.file.name} -t ${JSON.stringify(task.name)}\n`,
    );
  });
});
