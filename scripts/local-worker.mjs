// The built Worker under `wrangler dev` on this machine, for every script that needs one running
// (the end-to-end server, the prerender, the load test, the profile, the benchmark): a local D1 of
// its own (emptied first, the migrations applied unless `migrate: false`), optionally the pages'
// copies for the local configuration rendered first, and its own process group, so that stopping
// it stops workerd too (unless `ownGroup: false`: the end-to-end server stays in the group that
// Playwright kills when the tests end, and wrangler, which holds Playwright's output pipe, with it).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const wrangler = fileURLToPath(new URL("wrangler.mjs", import.meta.url));

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Stops the script when there is no production build to serve. */
export function requireBuild() {
  if (!existsSync(`${root}build/server/index.js`)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * Starts the Worker; resolves once `ready` (a path, or a function of the origin that resolves
 * true) answers, or rejects after two minutes.
 * @param {{
 *   state: string, port?: number | string, vars?: Record<string, string>, copies?: boolean,
 *   migrate?: boolean, inspectorPort?: number | string, output?: "inherit" | "ignore",
 *   onStderr?: (chunk: Buffer) => void, onStdout?: (chunk: Buffer) => void,
 *   ready?: string | ((origin: string) => Promise<boolean>),
 *   ownGroup?: boolean,
 * }} options
 */
export async function startLocalWorker(options) {
  const { state, vars = {}, copies = false, migrate = true, output = "ignore", ready = "/es" } = options;
  const port = String(options.port ?? (await freePort()));
  if (copies) {
    // The pages' copies for the local configuration that wrangler dev serves (.dev.vars).
    execFileSync(process.execPath, [`${root}scripts/prerender.mjs`, "--local"], { cwd: root, stdio: "inherit" });
  }
  rmSync(`${root}${state}`, { recursive: true, force: true });
  if (migrate) {
    execFileSync(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
      cwd: root,
      stdio: ["ignore", "ignore", output === "inherit" ? "inherit" : "ignore"],
    });
  }
  const args = [wrangler, "dev", "--persist-to", state, "--port", port];
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${String(value)}`);
  const [stdout, stderr] = [options.onStdout ? "pipe" : output, options.onStderr ? "pipe" : output];
  const ownGroup = options.ownGroup ?? true;
  const server = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", stdout, stderr], detached: ownGroup });
  if (options.onStdout) server.stdout.on("data", options.onStdout);
  if (options.onStderr) server.stderr.on("data", options.onStderr);
  const origin = `http://127.0.0.1:${port}`;

  function stop() {
    try {
      if (ownGroup) process.kill(-server.pid, "SIGTERM");
      else server.kill("SIGTERM");
    } catch {
      // already gone
    }
  }

  /** Runs SQL on the Worker's local D1; its rows. */
  function d1(sql) {
    const answer = execFileSync(
      process.execPath,
      [wrangler, "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql],
      { cwd: root, encoding: "utf8" },
    );
    return JSON.parse(answer)[0].results;
  }

  const isReady = typeof ready === "function" ? ready : async (at) => (await fetch(`${at}${ready}`)).ok;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if (await isReady(origin)) return { origin, port, server, stop, d1 };
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("wrangler dev did not start");
}
