import { fingerPresses, scriptPresses } from "~/features/compression-game/measures/human-presses.testing";
import { pressesResult } from "~/features/compression-game/measures/rules";

// A game that a person plays: 41 presses of a finger keeping 100 a minute alone (drift, beat to
// beat variation and a touch screen's stamp: human-presses.testing.ts), saved at the game's
// initial rhythm, 110 a minute, or in a class at its own. The server measures every figure from
// these times; the page sends nothing else.

const pressesAt = fingerPresses(41, 41, 100);

/** The rhythm the board's genuine game was played at. */
export const GENUINE_BPM = 110;

/** The result the game's own functions give these presses at 110 a minute: what the page shows. */
export const genuineResult = pressesResult(pressesAt, GENUINE_BPM)!;

/** The presses' times and length as a class game's save posts them. */
export const genuineClassGame = {
  presses_at: pressesAt.join(","),
  duration_ms: String(pressesAt.at(-1)),
};

/** The board's save of the same game, as its form posts it: the times and the rhythm. */
export const genuineGame = { ...genuineClassGame, bpm: String(GENUINE_BPM) };

/** A script's game: 41 presses 545 ms apart, each interval off by up to ±12 ms at random. */
const scripted = scriptPresses(12, 41, 12, "interval");

export const scriptedGame = {
  presses_at: scripted.join(","),
  duration_ms: String(scripted.at(-1)),
  bpm: String(GENUINE_BPM),
};
