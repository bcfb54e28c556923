import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { loadDepthChunks } from "~/features/compression-game/depth/motion-dom.testing";
import { useDepthMode } from "~/features/compression-game/depth/use-depth-mode";
import { InSpanish } from "~/lib/translation.testing";
import type { RoundView } from "./round-answer";
import type { RoundAnswer, RoundSend } from "./round-channel";
import { RoundGame } from "./round-game";

// What the DOM tests of a pupil's round share: a faked clock, the server's answer to a save, the
// round's props on a device whose clock is the server's, and (in depth mode) the estimator's chunks
// loaded and the round rendered with the pupil's choice of mode.

/** Fakes the clock around each test. */
export function fakeClockAroundEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** Loads the depth mode's chunks once, and fakes the clock around each test. */
export function onFakedClock() {
  beforeAll(loadDepthChunks);
  fakeClockAroundEachTest();
}

/** The server's answer to a save that it kept. */
export const saved: RoundAnswer = {
  status: 200,
  body: { serverNow: 0, result: undefined },
  retryAfter: null,
  sample: { sentAt: 0, receivedAt: 0, serverNow: 0 },
};

/**
 * The round's props at 110 a minute, on a device whose clock is the server's (deviceTime is the
 * identity), for a pupil who entered it at `enteredAt` (null: before its start).
 */
export const roundProps = (round: RoundView, send: RoundSend, enteredAt: number | null = null) => ({
  round,
  enteredAt,
  bpm: 110,
  send,
  deviceTime: (time: number) => time,
  rateSourceRef: { current: () => 0 },
  onDone: () => undefined,
});

/** The round with the pupil's choice of mode, which the class's page keeps (class-lesson.tsx). */
function RoundWithChoice({ round, send }: { round: RoundView; send: RoundSend }) {
  const depthMode = useDepthMode();
  return <RoundGame {...roundProps(round, send)} depthMode={depthMode} />;
}

/** Renders round `id`, of `kind` and `lengthMs`, starting `startInMs` from now; returns it. */
export function renderRound(id: number, kind: RoundView["kind"], lengthMs: number, startInMs: number, send: RoundSend) {
  const startsAt = performance.now() + startInMs;
  const round: RoundView = { id, kind, lengthMs, metronome: false, startsAt, endsAt: startsAt + lengthMs };
  render(<RoundWithChoice round={round} send={send} />, { wrapper: InSpanish });
  return round;
}
