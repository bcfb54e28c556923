import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against the
// production build served by `wrangler dev` with a fresh local D1 (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;
/** The phone's screen, in CSS px: the phone project's, and the width the page sweep checks every page at. */
export const phoneViewport = { width: 390, height: 844 };

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Sized for a slow machine: the longest test (the course with the keyboard only) took 23 s on a
  // loaded 2-core machine and about twice that pinned to one core; an assertion waits up to 15 s
  // for a page that a busy server answers late. Passing tests never wait for these limits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A committed `.only` would run one test and call the suite green: refused everywhere.
  forbidOnly: true,
  // A test that passes only on its retry is a defect here: the run fails, and the retry's trace
  // (below) shows why it failed the first time.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A trace costs a fifth of the suite's time when every test records one: only a retry does.
  use: { baseURL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure" },
  projects: [
    // Every test runs on the desktop; those tagged @phone run on a phone too.
    { name: "desktop", use: { ...chromium, viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      use: { ...chromium, viewport: phoneViewport, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/es`,
    reuseExistingServer: !process.env.CI,
    // The server renders the pages' local copies first (scripts/prerender.mjs).
    timeout: 240_000,
    env: { E2E_PORT: String(port) },
  },
});
