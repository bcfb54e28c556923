import type { Page } from "@playwright/test";

// A phone's motion sensor for the end-to-end tests: `devicemotion` events sent 60 times a second,
// each reading computed at the moment it is sent from the synthetic recordings' model
// (app/features/compression-game/depth/motion-recording.testing.ts): each compression down and back
// up as two half cosines (45 % of the cycle going down), the interval jittered by 2 %, the phone
// tilted 10° with a small sensor bias and 0.02 g of noise. The page's script steers it through
// `window.motionFeed`: compress(depth, rate), rest(), turn(degrees) (the phone picked up and held
// turned further from flat), and the true compressions so far.

export interface MotionFeedOptions {
  /** Whether there is a sensor at all (a computer has none: no event ever comes). */
  sensor: boolean;
  /** What Safari's `DeviceMotionEvent.requestPermission()` answers; absent, the browser asks nothing. */
  permission?: "granted" | "denied";
}

export interface TrueCompression {
  atMs: number;
  depthMm: number;
}

/** A compression the feed made, with how many readings it sent of it and how many it should have. */
interface FedCompression extends TrueCompression {
  sent: number;
  due: number;
}

interface MotionFeed {
  compress(depthMm: number, rateBpm: number): void;
  rest(): void;
  turn(degrees: number): void;
  truth: FedCompression[];
}

declare global {
  interface Window {
    motionFeed?: MotionFeed;
  }
}

/** Runs in the page before its scripts: self-contained, as Playwright sends it as text. */
function installFeed({ sensor, permission }: MotionFeedOptions) {
  if (permission) {
    Object.assign(window.DeviceMotionEvent, { requestPermission: () => Promise.resolve(permission) });
  }
  const G = 9.81;
  let seed = 20_210_021;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const tilt = (10 * Math.PI) / 180;
  let up = [Math.sin(tilt), 0, Math.cos(tilt)] as const;
  const bias = [0.004 * G, -0.003 * G, 0.002 * G] as const;

  let stroke: { topMs: number; downMs: number; upMs: number; depthM: number; fed: FedCompression } | null = null;
  let wanted: { depthMm: number; rateBpm: number } | null = null;
  const truth: FedCompression[] = [];

  /** The vertical acceleration now (m/s², up), starting a new stroke when the last one is over. */
  function acceleration(now: number): number {
    if (stroke && now >= stroke.topMs + stroke.downMs + stroke.upMs) {
      const next = stroke.topMs + stroke.downMs + stroke.upMs;
      stroke = null;
      if (wanted) stroke = newStroke(next);
    }
    if (!stroke && wanted) stroke = newStroke(now);
    if (!stroke) return 0;
    const into = (now - stroke.topMs) / 1000;
    const down = stroke.downMs / 1000;
    const rise = stroke.upMs / 1000;
    if (into < down) return -(stroke.depthM / 2) * (Math.PI / down) ** 2 * Math.cos((Math.PI * into) / down);
    return (stroke.depthM / 2) * (Math.PI / rise) ** 2 * Math.cos((Math.PI * (into - down)) / rise);
  }

  function newStroke(topMs: number) {
    const { depthMm, rateBpm } = wanted!;
    const interval = (60_000 / rateBpm) * (1 + 0.02 * normal());
    const depth = depthMm + 0.5 * normal();
    const fed = { atMs: topMs + 0.45 * interval, depthMm: depth, sent: 0, due: interval / (1000 / 60) };
    truth.push(fed);
    return { topMs, downMs: 0.45 * interval, upMs: 0.55 * interval, depthM: depth / 1000, fed };
  }

  /** A `devicemotion` event with the reading: Chromium's constructor where it takes one, else a plain event. */
  function motionEvent(x: number, y: number, z: number): Event {
    const init = { accelerationIncludingGravity: { x, y, z }, interval: 1000 / 60 };
    try {
      const event = new DeviceMotionEvent("devicemotion", init);
      if (event.accelerationIncludingGravity?.x === x) return event;
    } catch {
      // No constructor: the plain event below.
    }
    const event = new Event("devicemotion");
    Object.defineProperty(event, "accelerationIncludingGravity", { value: init.accelerationIncludingGravity });
    return event;
  }

  window.motionFeed = {
    compress(depthMm, rateBpm) {
      wanted = { depthMm, rateBpm };
    },
    rest() {
      wanted = null;
    },
    turn(degrees) {
      const lean = tilt + (degrees * Math.PI) / 180;
      up = [Math.sin(lean), 0, Math.cos(lean)] as const;
    },
    truth,
  };
  if (!sensor) return;
  setInterval(() => {
    const a = acceleration(performance.now()) + G;
    if (stroke) stroke.fed.sent += 1;
    const reading = [0, 1, 2].map((axis) => a * up[axis]! + bias[axis]! + 0.02 * G * normal());
    window.dispatchEvent(motionEvent(reading[0]!, reading[1]!, reading[2]!));
  }, 1000 / 60);
}

/** Gives the page (from its next load) a motion sensor, or none, and Safari's permission if asked. */
export async function installMotionFeed(page: Page, options: MotionFeedOptions): Promise<void> {
  await page.addInitScript(installFeed, options);
}

/** Compressions of `depthMm` at `rateBpm` from now on, until rest(). */
export async function compress(page: Page, depthMm: number, rateBpm = 110): Promise<void> {
  await page.evaluate(([depth, rate]) => window.motionFeed!.compress(depth!, rate!), [depthMm, rateBpm]);
}

export async function rest(page: Page): Promise<void> {
  await page.evaluate(() => window.motionFeed!.rest());
}

/** The phone held turned `degrees` further from flat from now on (0: flat again). */
export async function turn(page: Page, degrees: number): Promise<void> {
  await page.evaluate((by) => window.motionFeed!.turn(by), degrees);
}

/**
 * The compressions the feed has made so far, as the sensor reported them: a compression whose
 * readings were mostly never sent (the page's timers stalled on a busy machine) never reached the
 * page, so it is not one the page could count.
 */
export async function trueCompressions(page: Page): Promise<TrueCompression[]> {
  const fed = await page.evaluate(() => [...window.motionFeed!.truth]);
  return fed.filter(({ sent, due }) => sent >= due / 2).map(({ atMs, depthMm }) => ({ atMs, depthMm }));
}
