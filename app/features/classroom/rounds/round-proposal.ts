import type { RoundView } from "./round-answer";
import { DEFAULT_ROUND_LENGTH, isRoundLength, type RoundKind, type RoundLength } from "./round-rules";

// What the teacher's form proposes for the next round, from the class's rounds so far, so that
// a teacher who only presses Start still teaches the lesson the page describes: a test first (the
// "before"), then practice, and the test again when the teacher chooses it. Pure: the server
// renders the form with it (without JavaScript it is the whole story), and the panel works it
// out again when a round ends on its screen.
//
// Why practice stays the default once the class has had its first test, even after practice: a
// PE teacher decides when the class is ready for the "after" (how the practice went, the time
// left), and a test started by a press that meant "one more practice" would be a lost "after",
// since a test gives the pupils no feedback. So the form keeps proposing practice, and once there
// has been practice since the latest test it names the test as the test again, with the first
// test's length beside it, for a comparison that holds.

export interface RoundProposal {
  /** The kind checked: a test for the class's first round, practice after. */
  kind: RoundKind;
  /** The length checked: the class's last round's, as the teacher last chose it. */
  lengthMs: RoundLength;
  /** The pupils' metronomes: as in the class's last practice round (a test never has them). */
  metronome: boolean;
  /** With practice since the latest test: the test is offered as the test again, of the first test's length. */
  testAgain: { firstTestLengthMs: number } | null;
}

/** A round the teacher ended before its start never ran (class-rounds.server.ts endRound). */
function ran(round: Pick<RoundView, "startsAt" | "endsAt">): boolean {
  return round.endsAt > round.startsAt;
}

/** The proposal for the class's next round, from its rounds oldest first. */
export function proposeRound(rounds: readonly RoundView[]): RoundProposal {
  const held = rounds.filter(ran);
  const last = rounds.at(-1);
  const lastPractice = rounds.findLast((round) => round.kind === "practice");
  const firstTest = held.find((round) => round.kind === "test");
  const latestTest = held.findLastIndex((round) => round.kind === "test");
  const practiceSince = latestTest >= 0 && held.slice(latestTest + 1).some((round) => round.kind === "practice");
  return {
    kind: held.length === 0 ? "test" : "practice",
    lengthMs: last && isRoundLength(last.lengthMs) ? last.lengthMs : DEFAULT_ROUND_LENGTH,
    metronome: lastPractice?.metronome ?? false,
    testAgain: firstTest && practiceSince ? { firstTestLengthMs: firstTest.lengthMs } : null,
  };
}

/** The class's rounds as the page read them, with the latest the live view knows of in its place or after them. */
export function withLatest(rounds: readonly RoundView[], latest: RoundView | null): RoundView[] {
  if (!latest) return [...rounds];
  const known = rounds.some((round) => round.id === latest.id);
  return known ? rounds.map((round) => (round.id === latest.id ? latest : round)) : [...rounds, latest];
}
