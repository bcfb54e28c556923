// The first tap on the free game's Start, on a phone: from the tap to the game's running state
// painted. The game's island hydrates at the first interaction (docs/decisions/0018), so this is
// what hydrating on need costs the visitor who came to play: fetching the island's files if they
// are not there yet, running them, hydrating, and the held press given to the game.
// The phone: Chromium with its CPU slowed four times and a slow 4G network (150 ms of round trip,
// 1.6 Mbit/s down, 750 kbit/s up, DevTools' emulation through CDP), a 390 × 844 touch screen, a
// cold cache. The page is loaded and left idle (no request for two seconds), then the visitor comes
// to the game and taps Start at once, in two ways:
// - "scroll", the budget's: a finger's quick swipes down the page (3,000 px a second, Chromium's own
//   touch scroll gesture) until Start is on the screen, the tap as soon as the swipe ends;
// - "jump", reported beside it: Start brought into view in one step (as a link to the game would)
//   and tapped in the same instant, which no finger does, so the island has no moment of its own.
// Against `wrangler dev` serving the production build with a fresh local D1.
// Usage: node scripts/bench/first-tap.mjs [--runs N]   (5 by default; the median counts)
import { chromium } from "@playwright/test";
import { startLocalWorker } from "../local-worker.mjs";

export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
};
/** The free game's page, in the site's first language. */
export const FIRST_TAP_PATH = "/es/first-aiducation";
/** The finger's swipe, in CSS pixels a second. */
const SWIPE_PX_PER_S = 3_000;
/** No request for this long after the load event: the page is idle, the visitor has read it. */
const QUIET_MS = 2_000;
/** How long any step may take before the run is given up (a server gone, a game that never runs). */
const STEP_TIMEOUT_MS = 60_000;
const GAME = '[data-island="compression-game"]';
/** Start before the game has hydrated: the one button the loader enabled for a held press. */
const START = `${GAME} button[data-press-early]`;
/** The game running: its press button is no longer marked disabled (press-button.tsx). */
const RUNNING = `${GAME} button[aria-describedby$="-press-hint"][aria-disabled="false"]:not([disabled])`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Resolves once no request has been in flight for `ms`. */
function networkQuiet(page, ms) {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, ms);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    function done() {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      resolve();
    }
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    settle();
  });
}

/** In the page: from the tap's pointerdown (its event's time) to the first frame painted with the game running. */
function watchFirstTap({ running, timeoutMs }) {
  window.firstTap = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error("the game was not running long after the tap")), timeoutMs);
    let tappedAt = null;
    document.addEventListener("pointerdown", (event) => (tappedAt ??= event.timeStamp), { capture: true });
    const painted = () =>
      // The frame that shows the change, then a task after it: the paint is done.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - tappedAt);
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (tappedAt === null || !document.querySelector(running)) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Swipes down like a finger (Chromium's synthetic touch gesture) until Start is on the screen, its top at mid-height. */
async function swipeTo(page, devtools, start) {
  const top = await start.evaluate((button) => button.getBoundingClientRect().top);
  const { width, height } = PHONE.viewport;
  await devtools.send("Input.synthesizeScrollGesture", {
    x: Math.round(width / 2),
    y: Math.round(height * 0.8),
    yDistance: -Math.round(top - height / 2),
    speed: SWIPE_PX_PER_S,
    gestureSourceType: "touch",
  });
}

/** One visit: load, idle, come to Start (`approach`), tap; the time to the running game, and whether the island's files came before the tap. */
async function oneTap(browser, origin, approach) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    const islandFiles = [];
    let tapped = false;
    page.on("request", (request) => {
      if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) islandFiles.push(tapped);
    });
    const quiet = networkQuiet(page, QUIET_MS);
    await page.goto(`${origin}${FIRST_TAP_PATH}`, { waitUntil: "load" });
    await quiet;
    const start = page.locator(START);
    if (approach === "scroll") await swipeTo(page, devtools, start);
    await start.scrollIntoViewIfNeeded();
    await page.evaluate(watchFirstTap, { running: RUNNING, timeoutMs: STEP_TIMEOUT_MS });
    tapped = true;
    await start.tap();
    const ms = await page.evaluate(() => window.firstTap);
    return { ms: Math.round(ms), filesBeforeTap: islandFiles.filter((after) => !after).length };
  } finally {
    await context.close();
  }
}

/** The first tap's time, `runs` times on a fresh phone each (cold cache), and its median. */
export async function firstTapTiming({ runs = 5 } = {}) {
  const worker = await startLocalWorker({ state: ".wrangler/bench-first-tap-state" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const visitsBy = async (approach) => {
      const visits = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`first tap on ${FIRST_TAP_PATH} after a ${approach} (run ${run} of ${runs})\n`);
        visits.push(await oneTap(browser, worker.origin, approach));
      }
      const times = visits.map((visit) => visit.ms);
      return { runs: visits, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) };
    };
    const scroll = await visitsBy("scroll");
    return { path: FIRST_TAP_PATH, phone: PHONE, ...scroll, jump: await visitsBy("jump") };
  } finally {
    await browser.close();
    worker.stop();
  }
}

/** The line the bench prints. */
export function firstTapLine(timing) {
  const { phone } = timing;
  const files = timing.runs.map((visit) => visit.filesBeforeTap);
  const { jump } = timing;
  return (
    `First tap to running game (${timing.path}: Start tapped on a page loaded and idle → the game's running state ` +
    `painted; Chromium, CPU ${phone.cpuSlowdown}× slower, ${phone.latencyMs} ms RTT, ${phone.downloadKbps / 1000} Mbit/s ` +
    `down): after a finger's swipe to it, median ${timing.medianMs} ms of ${timing.runs.length} ` +
    `(${timing.minMs}–${timing.maxMs} ms); script files fetched before the tap: ${Math.min(...files)}–${Math.max(...files)}` +
    (jump
      ? `; brought into view and tapped in one instant, median ${jump.medianMs} ms (${jump.minMs}–${jump.maxMs} ms).`
      : ".")
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--runs");
  const runs = i === -1 ? 5 : Number(process.argv[i + 1]);
  const timing = await firstTapTiming({ runs });
  console.log(
    `swipe: ${timing.runs.map((visit) => visit.ms).join(", ")}; jump: ${timing.jump.runs.map((visit) => visit.ms).join(", ")}`,
  );
  console.log(firstTapLine(timing));
}
