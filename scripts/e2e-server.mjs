#!/usr/bin/env node
// Serves the production build for the end-to-end tests: a fresh local D1 (its own state folder),
// the real migrations, the pages' local copies, then `wrangler dev` on E2E_PORT (8788 by default).
import { e2eState } from "./e2e-state.mjs";
import { requireBuild, startLocalWorker } from "./local-worker.mjs";

/**
 * wrangler's output as it comes, and the Worker's own warnings and errors in it (app/.server/log.server.ts:
 * a refused request with its reason, a failed query) on stderr as well: Playwright leaves out the
 * server's stdout and shows its stderr, so that a red run says why the Worker refused what a test expected.
 */
function forwardWorkerWarnings() {
  let pending = "";
  return (chunk) => {
    process.stdout.write(chunk);
    const lines = `${pending}${chunk}`.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (/"level":"(warn|error)"/.test(line)) process.stderr.write(`${line}\n`);
  };
}

requireBuild();
const worker = await startLocalWorker({
  state: e2eState,
  port: process.env.E2E_PORT ?? "8788",
  copies: true,
  output: "inherit",
  onStdout: forwardWorkerWarnings(),
  ownGroup: false,
  // The tests fill forms faster than a person could: the forms' minimum fill time is off for them
  // (app/.server/form-stamp.server.ts; its own tests check it).
  vars: { FORM_MIN_FILL_SECONDS: "0" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => worker.stop());
worker.server.on("exit", (code) => process.exit(code ?? 0));
