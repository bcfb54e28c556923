#!/usr/bin/env node
// Run before the test suite: the end-to-end tests drive Debian's Chromium, which Playwright cannot
// download on these machines, and check the HTML with the Nu Html Checker, which runs on Java.
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

const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
if (!hasJava) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Java for the Nu Html Checker…");
    execSync("apt-get update -qq && apt-get install -y -qq openjdk-17-jre-headless", { stdio: "inherit" });
  } else {
    console.error("Java was not found. Install it (Debian: sudo apt-get install openjdk-17-jre-headless).");
    process.exit(1);
  }
}
