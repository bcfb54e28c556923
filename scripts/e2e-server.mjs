#!/usr/bin/env node
// Serves the production build for the end-to-end tests: a fresh local D1 (its own state folder,
// emptied first), the real migrations, the pages' local copies, then `wrangler dev` on E2E_PORT
// (8788 by default).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { e2eState } from "./e2e-state.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const state = e2eState;
const port = process.env.E2E_PORT ?? "8788";
const wrangler = ["scripts/wrangler.mjs"];

if (!existsSync(`${root}build/server/index.js`)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
rmSync(`${root}${state}`, { recursive: true, force: true });
execFileSync(process.execPath, [...wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
  cwd: root,
  stdio: "inherit",
});
// The pages' copies for this local configuration (.dev.vars), so the tests meet the same tiers as production.
execFileSync(process.execPath, ["scripts/prerender.mjs", "--local"], { cwd: root, stdio: "inherit" });
// The tests fill forms faster than a person could: the forms' minimum fill time is off for them
// (app/.server/form-stamp.server.ts; its own tests check it).
const server = spawn(
  process.execPath,
  [...wrangler, "dev", "--persist-to", state, "--port", port, "--var", "FORM_MIN_FILL_SECONDS:0"],
  {
    cwd: root,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
