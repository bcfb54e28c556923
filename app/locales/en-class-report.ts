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
  endedEarly: "ended early",
} satisfies typeof esClassReport;
