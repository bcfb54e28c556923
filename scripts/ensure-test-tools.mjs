#!/usr/bin/env node
// Run before the test suite: the end-to-end tests drive Debian's Chromium, which Playwright cannot
// download on these machines, check the HTML with the Nu Html Checker, which runs on Java, and read
// the local D1's SQLite file with Python's sqlite3 (tests/e2e/database.ts).
// Installs what is missing when allowed (root with apt), else explains.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's Chromium for the end-to-end tests…");
    execSync("apt-get update -qq && apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error(
      `Chromium was not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}

/** Installs a Debian package when a command is missing and apt may be used, else explains and stops. */
function ensureCommand(command, args, debianPackage, purpose) {
  if (spawnSync(command, args, { stdio: "ignore" }).status === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing ${debianPackage} for ${purpose}…`);
    execSync(`apt-get update -qq && apt-get install -y -qq ${debianPackage}`, { stdio: "inherit" });
  } else {
    console.error(`${command} was not found. Install it (Debian: sudo apt-get install ${debianPackage}).`);
    process.exit(1);
  }
}

ensureCommand("java", ["-version"], "openjdk-17-jre-headless", "the Nu Html Checker");
ensureCommand("python3", ["-c", "import sqlite3"], "python3", "the end-to-end tests' reads of the local D1");
