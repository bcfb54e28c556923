import type { esDepth } from "./es-depth";

// English strings of the game's depth mode (the `depth` feature group); the keys of es-depth.ts.

export const enDepth: typeof esDepth = {
  choice: {
    legend: "How compressions are counted",
    tap: "By tapping the button",
    tapHint: "On any screen: the game times your taps.",
    motion: "By measuring depth with the phone",
    motionHint:
      "Hold the phone in your hands, screen up, between your hands and a firm cushion or a manikin. Never on a person.",
    checking: "Checking the phone's motion sensor…",
    ready: "The sensor works: the game will count each compression from the phone's motion and estimate its depth.",
  },
  fallback: {
    unsupported: "This browser cannot read the device's motion, so the game counts your taps.",
    denied:
      "The browser did not allow the motion sensor, so the game counts your taps. To measure depth, choose the option again and tap “Allow”; if you are not asked again, close the tab and open the page afresh.",
    noSensor: "No motion sensor answered: this device (a computer?) cannot measure depth. The game counts your taps.",
    tooSlow_one:
      "The motion sensor sends {{count}} reading a second, and measuring depth needs at least {{min}}. The game counts your taps.",
    tooSlow_other:
      "The motion sensor sends {{count}} readings a second, and measuring depth needs at least {{min}}. The game counts your taps.",
    noGravity:
      "The motion sensor's readings leave out gravity, and without it the phone cannot tell which way is down or measure depth. The game counts your taps.",
    notLoaded:
      "The depth mode could not be loaded. Check your connection and try again; meanwhile the game counts your taps.",
    turned:
      "The phone was turned for more than {{seconds}} seconds, not flat under your hands, and so it cannot measure depth. The game goes on: it now counts your taps.",
  },
  howTo: {
    heading: "How to hold the phone",
    cushion: "Put a firm cushion on the floor or a table, or use a manikin.",
    phone: "Lay the phone screen up in the middle of the cushion, or of the manikin's chest.",
    hands:
      "Put your hands on top, one over the other, arms straight: the phone sits between your hands and the cushion.",
    start: "Press “Start” and compress: the game begins with your first compression.",
    never: "Never on a person: compressions hurt someone who does not need them.",
    estimate:
      "Each compression's depth is an estimate from the phone's motion, to within about ±{{error}} mm: a figure measured on simulated compressions, not yet against a manikin. A soft cushion gives way under the phone and reads deeper than a chest would go.",
  },
  gauge: {
    heading: "Depth",
    value: "{{cm}} cm",
    none: "—",
    shallow: "Too shallow",
    good: "Good",
    deep: "Too deep",
    shallowHint: "Push harder.",
    goodHint: "Keep it up.",
    deepHint: "Push a little less.",
    idle: "Press “Start” and compress: the depth shows here.",
    waiting: "Waiting for your first compression…",
    paused: "No compressions.",
    turned: "The phone is turned: lay it flat under your hands to measure.",
    band: "Aim: 5 to 6 cm",
    estimate: "Estimate, ±{{error}} mm",
    announce: "{{zone}}: {{cm}} cm deep.",
  },
  result: {
    grade: "Depth and timing score (out of 100)",
    gradeHint: "Your depth, your rate, your pauses and how even you kept it, in one score.",
    notMeasured:
      "Depth not measured: this score is of your timing alone. On a phone, choose “By measuring depth with the phone” to include it.",
    inBand: "Compressions 5 to 6 cm deep",
    inBandHint: "The depth the guidelines ask for.",
    mean: "Average depth",
    meanHint: "Estimated from the phone's motion: each compression to within ±{{error}} mm.",
    shallow: "Too shallow (under 5 cm)",
    shallowHint: "Arms straight, let your body weight do the work.",
    deep: "Too deep (over 6 cm)",
    deepHint: "Deeper than 6 cm can cause injuries.",
    nothing: "Nothing to correct in your depth or your timing: keep it up.",
    note: "Each compression's depth is an estimate from the phone's motion, to within about ±{{error}} mm. Letting the chest come all the way back up after each compression is not measured: practise that on a manikin.",
  },
  advice: {
    depthShallow: "Push deeper: 5 to 6 cm, arms straight and your body weight above them.",
    depthDeep: "Push a little less: no deeper than 6 cm.",
  },
};
