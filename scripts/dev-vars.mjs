#!/usr/bin/env node
// Local secrets: copies .dev.vars.example to .dev.vars the first time, so that `wrangler dev` and
// the Vite dev server have every secret without any setup. An existing .dev.vars is left alone.
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const example = fileURLToPath(new URL("../.dev.vars.example", import.meta.url));
const target = fileURLToPath(new URL("../.dev.vars", import.meta.url));

export function ensureDevVars() {
  if (!existsSync(target)) {
    copyFileSync(example, target);
    console.log("Created .dev.vars from .dev.vars.example (local secrets).");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDevVars();
