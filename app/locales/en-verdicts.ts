import type { esVerdicts } from "./es-verdicts";

// English words of the teacher's table for how each pupil is doing (`classroom.verdicts`,
// features/classroom/results/verdict-badge.tsx), and the legend that says what each means. es-verdicts.ts has the same keys.

export const enVerdicts = {
  good: "Good",
  tooSlow: "Too slow",
  tooFast: "Too fast",
  pauses: "Long pauses",
  uneven: "Uneven rhythm",
  slowing: "Slows down",
  hurrying: "Speeds up",
  tooShallow: "Too shallow",
  tooDeep: "Too deep",
  notPlayed: "Not played yet",
  playing: "Playing now",
  legendHeading: "What the words in the table mean",
  legendIntro:
    "Each pupil gets one word: “Good” for a score of 80 or more with a mean rate of 100 to 120 a minute and no pause of 10 s or more; otherwise, whatever cost the most points, or the rate or the pause that misses the mark. The score is the timing score or, when the depth was measured with the phone, the depth and timing score, and then the depth may be what cost the most.",
  meaning: {
    good: "A score of 80 or more (the timing score; with the depth measured, the depth and timing score), a mean rate of 100 to 120 a minute and no pause of 10 s or more: keep it up.",
    tooSlow: "Fewer than 100 compressions a minute: press faster.",
    tooFast: "More than 120 compressions a minute: press slower.",
    pauses: "Too much time with the hands off the chest.",
    uneven: "The time between compressions keeps changing.",
    slowing: "Starts at the right rate, then gets slower, as tiredness does.",
    hurrying: "Gets faster and faster as the game goes on.",
    tooShallow:
      "Only with the depth measured by the phone: the depth cost the most points, with at least as many compressions under 5 cm as over 6 cm. Push harder, arms straight.",
    tooDeep:
      "Only with the depth measured by the phone: the depth cost the most points, with more compressions over 6 cm than under 5 cm. Push a little less.",
    notPlayed: "Has joined, but has saved no game yet.",
    playing: "Has a game or a round going right now.",
  },
} satisfies typeof esVerdicts;
