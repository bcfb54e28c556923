#!/usr/bin/env node
// Local secrets: copies .dev.vars.example to .dev.vars the first time, so that `wrangler dev` and
// the Vite dev server have every secret without any setup. An existing .dev.vars keeps its values;
// a name added to the example since it was made is appended to it with the example's value.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const example = fileURLToPath(new URL("../.dev.vars.example", import.meta.url));
const target = fileURLToPath(new URL("../.dev.vars", import.meta.url));

/** The `NAME="value"` lines of a .dev.vars file, by name. */
function assignments(text) {
  return new Map(
    text
      .split("\n")
      .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=/))
      .filter(Boolean)
      .map((match) => [match[1], match.input.trim()]),
  );
}

export function ensureDevVars() {
  if (!existsSync(target)) {
    copyFileSync(example, target);
    console.log("Created .dev.vars from .dev.vars.example (local secrets).");
    return;
  }
  const present = assignments(readFileSync(target, "utf8"));
  const missing = [...assignments(readFileSync(example, "utf8"))].filter(([name]) => !present.has(name));
  if (missing.length > 0) {
    appendFileSync(target, `\n# Added from .dev.vars.example\n${missing.map(([, line]) => line).join("\n")}\n`);
    console.log(`Added ${missing.map(([name]) => name).join(", ")} to .dev.vars from .dev.vars.example.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDevVars();
