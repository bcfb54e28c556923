// The depth estimator's cost where it runs: in a browser on a slow phone. The estimator and the
// synthetic recordings (app/features/compression-game/depth/) are bundled as the game's chunk is
// (esbuild, minified), then fed to the streaming tracker inside headless Chromium with its CPU
// throttled four times (DevTools' emulation of a mid-range phone): the time of each reading's
// push, the windows' among them (a window is analysed every half second of readings), and the
// estimator's size gzipped.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const CPU_SLOWDOWN = 4;
const RECORDINGS = 20;

/** The browser's side: one function that times every push of every recording and returns the windows' times. */
const entry = `
import { createDepthTracker, HOP_MS } from "./app/features/compression-game/depth/depth-estimator";
import { motionRecording } from "./app/features/compression-game/depth/motion-recording.testing";
globalThis.timeDepth = (recordings) => {
  const windows = [];
  let pushes = 0;
  for (let seed = 1; seed <= recordings; seed++) {
    const { samples } = motionRecording(seed);
    let analysed = 0;
    const tracker = createDepthTracker({ window: () => { analysed += 1; } });
    for (const { t, x, y, z } of samples) {
      const before = analysed;
      const started = performance.now();
      tracker.push(t, x, y, z);
      const took = performance.now() - started;
      pushes += 1;
      if (analysed > before) windows.push(took);
    }
    tracker.finish();
  }
  return { windows, pushes, hopMs: HOP_MS };
};`;

async function bundle(source, minify) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    minify,
    format: minify ? "esm" : "iife",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** The estimator's time per window on a throttled CPU, and its bytes as the game loads them. */
export async function depthTiming() {
  const estimator = await bundle('export * from "./app/features/compression-game/depth/depth-estimator";', true);
  const script = await bundle(entry, false);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addScriptTag({ content: script });
    const { windows, pushes } = await page.evaluate((count) => globalThis.timeDepth(count), RECORDINGS);
    const sorted = [...windows].sort((a, b) => a - b);
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      recordings: RECORDINGS,
      readings: pushes,
      windows: windows.length,
      windowMs: { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 },
      bytes: Buffer.byteLength(estimator),
      gzipBytes: gzipSync(estimator, { level: 9 }).length,
    };
  } finally {
    await browser.close();
  }
}

/** The line the bench prints. */
export function depthTimingLine(timing) {
  const { windowMs } = timing;
  return (
    `Depth estimator (Chromium, CPU ${timing.cpuSlowdown}× slower, ${timing.recordings} synthetic recordings, ` +
    `${timing.windows} windows): ${windowMs.p50.toFixed(2)} ms a window (median), p95 ${windowMs.p95.toFixed(2)} ms, ` +
    `max ${windowMs.max.toFixed(2)} ms; ${timing.bytes} B minified, ${timing.gzipBytes} B gzip.`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(depthTimingLine(await depthTiming()));
