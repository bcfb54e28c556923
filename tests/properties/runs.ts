import { env } from "cloudflare:test";

// The number of runs of a property: what CI draws each time, times FC_RUNS_SCALE when a developer
// hunts for rare counterexamples (`FC_RUNS_SCALE=20 npx vitest run --project workers tests/integration/fuzz`).

export function propertyRuns(runs: number): number {
  const scale = Number(env.FC_RUNS_SCALE ?? "1");
  return Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** How many runs a property makes: all of them, or one when FC_PATH replays a single counterexample. */
export function runsMade(runs: number): number {
  return env.FC_PATH ? 1 : runs;
}
