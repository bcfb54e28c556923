#!/usr/bin/env node
// Runs the project's wrangler with the settings it needs on a machine without internet access:
// no metrics, no Cloudflare lookups, no banner. `dev` listens on 127.0.0.1:$PORT (8787 by default).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureDevVars } from "./dev-vars.mjs";

const args = process.argv.slice(2);
if (args[0] === "dev") ensureDevVars();
if (args[0] === "dev" && !args.includes("--port")) args.push("--port", process.env.PORT ?? "8787");
if (args[0] === "dev" && !args.includes("--ip")) args.push("--ip", "127.0.0.1");

const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const child = spawn(process.execPath, [wrangler, ...args], {
  stdio: "inherit",
  env: {
    // Wrangler bundles the Worker with NODE_ENV "development" for `dev` unless told otherwise, which
    // puts React's development build (prop checks, dev warnings: about half again the render time)
    // in the Worker. Locally the site serves the production build, so it runs production React.
    NODE_ENV: "production",
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_HIDE_BANNER: "true",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
