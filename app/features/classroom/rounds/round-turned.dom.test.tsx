import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  chooseWorkingDepth,
  holdTurned,
  pass,
  playRecording,
} from "~/features/compression-game/depth/motion-dom.testing";
import { TURNED_LIMIT_MS } from "~/features/compression-game/depth/turned-watch";
import { pressTimes } from "~/features/compression-game/play/game-dom.testing";
import type { RoundView } from "./round-answer";
import type { RoundSend } from "./round-channel";
import { onFakedClock, renderRound, saved } from "./round-dom.testing";

// A pupil's round in depth mode whose phone is turned while it runs, in a simulated DOM on a faked
// clock, as a free game's is (depth-turned.dom.test.tsx): kept turned past the limit
// (turned-watch.ts), the round goes on in taps and says why; its save then sends the depths of
// every press or, once a tap came, none, and the server keeps it as a round of taps.

const LENGTH_MS = 60_000;
const START_IN_MS = 5_000;

onFakedClock();

async function runUntil(at: number) {
  while (performance.now() < at) await pass(Math.min(100, at - performance.now()));
}

const turnedReason = "El móvil ha estado girado más de 5 segundos, sin estar plano bajo tus manos";
/** 20 s of compressions at 110 a minute, 5.5 cm deep, the phone flat under the hands: some 36 of them. */
const compressing = { runsMs: [20_000], rateBpm: 110, depthMm: 55, tiltDeg: 0, samplingHz: 60 };

/** A round in depth mode, its phone compressed on for 20 s, then picked up and held at 45° past the limit. */
async function playUntilTurnedAway(kind: RoundView["kind"], send: RoundSend): Promise<RoundView> {
  const round = renderRound(4, kind, LENGTH_MS, START_IN_MS, send);
  await chooseWorkingDepth();
  await runUntil(round.startsAt);
  expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Profundidad" }));
  await playRecording(21, compressing);
  expect(screen.queryByText(new RegExp(`^${turnedReason}`))).toBeNull();
  await holdTurned(45, TURNED_LIMIT_MS + 1_500);
  return round;
}

/** The fields of the round's save: the send after the word at its start that it measures depth. */
function savedFields(send: ReturnType<typeof vi.fn<RoundSend>>) {
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[0]![0]).toEqual({ intent: "enter", round: "4", depth_mode: "on" });
  return send.mock.calls[1]![0];
}

describe("a phone turned during a round in depth mode", () => {
  it("kept turned past the limit, sends the round on in taps and says why; its save, tapped, has no depth", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const round = await playUntilTurnedAway("practice", send);

    // The press button in the gauge's place, with the focus; the reason beside it and to a screen reader.
    expect(screen.queryByRole("heading", { name: "Profundidad" })).toBeNull();
    const press = screen.getByRole("button", { name: "Presiona" });
    expect(document.activeElement).toBe(press);
    expect(screen.getAllByText(new RegExp(`^${turnedReason}`))).toHaveLength(2);
    expect(document.querySelector("[aria-live]")?.textContent).toMatch(new RegExp(`^${turnedReason}`));
    // Still the same round, its compressions so far counted; the motion counts no more, the taps do.
    expect(document.querySelector("[data-round-phase]")?.getAttribute("data-round-phase")).toBe("running");
    const counted = () =>
      Number(
        within(screen.getByLabelText("Marcador de la partida")).getByText("Compresiones").nextElementSibling
          ?.textContent,
      );
    const byMotion = counted();
    expect(byMotion).toBeGreaterThanOrEqual(30);
    await holdTurned(0, 3_000);
    expect(counted()).toBe(byMotion);
    pressTimes(() => screen.getByRole("button", { name: "Presiona" }), 10, 545);
    expect(counted()).toBe(byMotion + 10);

    await runUntil(round.endsAt + 400);
    // The save: every press's time, and no depth, the depth of part of a round being the round's none.
    const fields = savedFields(send);
    expect(Object.keys(fields).sort()).toEqual(["duration_ms", "intent", "presses_at", "round"]);
    expect(fields.presses_at!.split(",")).toHaveLength(byMotion + 10);
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    expect(quality.getByText(/^Profundidad no medida/)).toBeTruthy();
    expect(quality.queryByText("Profundidad media")).toBeNull();
    // The note went with the running round.
    expect(screen.queryByText(new RegExp(`^${turnedReason}`))).toBeNull();
  });

  it("kept turned past the limit in a test round and never tapped, saves the depth of every compression it counted", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const round = await playUntilTurnedAway("test", send);
    // A test round shows no figure while it runs, but says why the button came back.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Presiona" }));
    expect(screen.getAllByText(new RegExp(`^${turnedReason}`))).toHaveLength(2);
    await runUntil(round.endsAt + 400);
    const fields = savedFields(send);
    const depths = fields.depths_mm!.split(",").map(Number);
    expect(depths.length).toBeGreaterThanOrEqual(30);
    expect(depths).toHaveLength(fields.presses_at!.split(",").length);
    expect(Math.abs(depths.reduce((sum, depth) => sum + depth, 0) / depths.length - 55)).toBeLessThanOrEqual(3);
  });
});
