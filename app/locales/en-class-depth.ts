import type { esClassDepth, esClassDepthCsv } from "./es-class-depth";

// English strings of the depth in a class (`classroom.depth`): the keys of es-class-depth.ts.

export const enClassDepth = {
  column: "Depth (measured with the phone)",
  notMeasured: "Not measured",
  value: "{{cm}} cm average · {{share}} at 5–6 cm",
  count_one: "({{count}} result with the phone)",
  count_other: "({{count}} results with the phone)",
  note: "Depth: only from games and rounds played in depth mode, with the phone between the hands and a cushion; an estimate (each compression to within about ±{{error}} mm). “Not measured”: the compressions were counted by taps.",
  meanColumn: "Average depth",
  centimetres: "{{cm}} cm",
  testColumn: "Depth (with the phone)",
  rankingGrade: "Score",
  rankingInBand: "At 5–6 cm",
  lesson: {
    caption: "Depth before and after (pupils measured with the phone in both tests: {{pupils}})",
    measure: "Measure",
    meanMm: "Average depth (mm)",
    inBand: "Compressions 5–6 cm deep (mean, %)",
    notMeasured: "Depth not measured: no pupil took both the first and the last test in depth mode.",
  },
} satisfies typeof esClassDepth;

/** The CSV's headings of the depth (`classroom.csv`), beside the timing's, and of the lesson's depth. */
export const enClassDepthCsv = {
  depthResults: "Results with the depth measured",
  depthMeanMm: "Average depth (mm)",
  depthInBand: "Compressions 5–6 cm deep (%)",
  depthTooShallow: "Compressions under 5 cm (%)",
  depthTooDeep: "Compressions over 6 cm (%)",
  depth: "Depth",
  depthMeasured: "measured with the phone",
  depthNotMeasured: "not measured",
  depthTitle: "Depth before and after (pupils measured with the phone in both tests)",
  firstDepthMm: "Average depth, first test (mm)",
  firstDepthInBand: "Compressions 5–6 cm deep, first test (%)",
  lastDepthMm: "Average depth, last test (mm)",
  lastDepthInBand: "Compressions 5–6 cm deep, last test (%)",
} satisfies typeof esClassDepthCsv;
