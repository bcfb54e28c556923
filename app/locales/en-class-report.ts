import type { esClassReport } from "./es-class-report";

// The printable report of a class's lesson (features/classroom/results/lesson-report.tsx), in English.

export const enClassReport = {
  title: "Lesson report",
  heading: "Lesson report",
  date: "Date",
  printHint:
    "To print it or save it as a PDF, use your browser's Print (Ctrl+P, or ⌘+P on a Mac). This box and its links are left off the printout.",
  addressHint:
    "If the printout shows the page's address at the top or bottom, turn off headers and footers in the print options: the address is the class's private link.",
  names: "Include each nickname's results",
  namesHint: "Otherwise the report shows only the rounds and the class's figures.",
  update: "Update the report",
  back: "Back to the class's screen",
  roundsHeading: "Rounds",
  noRounds: "The class has had no rounds.",
  pupilsHeading: "Each nickname's first and last test",
  columns: {
    round: "Round",
    kind: "Kind",
    length: "Length",
    start: "Start",
    pupils: "Pupils in it",
    saved: "Results saved",
  },
  kinds: {
    practice: "Practice",
    test: "Test",
  },
  measuresHeading: "What the figures mean",
  measures: {
    grade:
      "From 0 to 100, the rate, the time compressing, the pauses and the rhythm's steadiness in one figure; with the depth measured with the phone, it is the depth and timing score, which counts the depth too. “Good” is a score of 80 or more.",
    rate: "Compressions a minute, pauses left out. The guidelines ask for 100 to 120 a minute.",
    fraction:
      "The share of the time with the hands compressing the chest. The guidelines ask for at least 60% and aim at 80%; the before and after counts those who reach 80%.",
    pauses: "The guidelines ask for no pause longer than ten seconds: a longer one costs the score many more points.",
    depth:
      "Measured only in depth mode, with the phone between the hands: an estimate (each compression to within about ±{{error}} mm). The guidelines ask for 5 to 6 cm. “{{notMeasured}}”: the compressions were counted by taps.",
  },
  endedEarly: "ended early",
} satisfies typeof esClassReport;
