import fc from "fast-check";
import { beforeEach } from "vitest";

// Every property test draws a fresh seed each run (that is how rare counterexamples are found),
// prints it when it fails, and replays one on request:
//   FC_SEED=<seed> FC_PATH=<path> npx vitest run --project <project> <file> -t "<test name>"
// The setup of each project gives this the shell's FC_SEED and FC_PATH: workerd's bindings
// (fast-check-setup.ts, vitest.config.ts hands them over) or Node's own environment
// (fast-check-node-setup.ts).

/** Where fast-check's report names the failing run: `{ seed: -1214785968, path: "70:1:4", … }`. */
const reported = /seed: (-?\d+), path: "([\d:]+)"/;

export function replayableProperties(settings: { FC_SEED?: string; FC_PATH?: string }) {
  const seed = settings.FC_SEED ? Number(settings.FC_SEED) : undefined;
  if (seed !== undefined && !Number.isInteger(seed)) {
    throw new Error(`FC_SEED must be an integer, not "${settings.FC_SEED}"`);
  }
  fc.configureGlobal({
    ...(seed !== undefined ? { seed } : {}),
    ...(settings.FC_PATH ? { path: settings.FC_PATH } : {}),
  });

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
}
