import type { esProjector } from "./es-projector";

// English strings of a class's projector (`classroom.projector`): the keys of es-projector.ts.

export const enProjector = {
  fullScreen: "Full screen",
  leaveFullScreen: "Leave full screen",
  typeAddress: "Or go to",
  noJoining: "The class is not taking new pupils",
  waiting:
    "The class's figures appear here when a round ends: no names, only the whole class's. Pupils in the class: {{pupils}}.",
  partOf: "{{part}} of {{all}}",
  results: "Results saved",
  good: "Good (a score of {{grade}} or more)",
  guidelineRate: "At 100–120 a minute",
  goodFraction: "Compressing {{share}} of the time or more",
  depthResults: "Depth measured with the phone",
  depthInBand: "Compressions 5–6 cm deep (class average)",
  topTaps: "Best of the round: taps",
  topDepth: "Best of the round: depth by the phone",
  openTop: "Project the round's best as well (up to {{few}} names)",
  choiceHint:
    "The projector shows the class's figures without names: nobody's low score on the shared screen. The round's best appear by name only if you choose it.",
} satisfies typeof esProjector;
