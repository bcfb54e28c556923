import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { depthQuality } from "~/features/compression-game/depth/depth-quality";
import {
  chooseWorkingDepth,
  depthChoiceName,
  expectDepthsOfEveryWindow,
  pass,
  playRecording,
} from "~/features/compression-game/depth/motion-dom.testing";
import type { RoundView } from "./round-answer";
import type { RoundSend } from "./round-channel";
import { onFakedClock, renderRound, saved } from "./round-dom.testing";

// A pupil's round in depth mode, in a simulated DOM on a faked clock: the choice before the start
// (the class's page keeps it, here a stand-in), the phone's `devicemotion` events of a synthetic
// recording counting the compressions, the gauge following their depth in a practice round, and a
// save that carries one depth a press beside the presses' times.

const LENGTH_MS = 30_000;
const START_IN_MS = 5_000;

onFakedClock();

function playRound(kind: RoundView["kind"], send: RoundSend) {
  return renderRound(9, kind, LENGTH_MS, START_IN_MS, send);
}

/**
 * Lets the clock run to `at`, a tenth of a second at a time: React renders between the steps (the
 * countdown, the start, the end), as it would between the round's ticks.
 */
async function runUntil(at: number) {
  while (performance.now() < at) await pass(Math.min(100, at - performance.now()));
}

/** The gauge's figure while the round runs. */
const gaugeValue = () => document.querySelector("[data-depth-value]")?.textContent ?? "";
const gaugeMarker = () => (document.querySelector("[data-depth-marker]") as HTMLElement | null)?.style.top ?? null;

const recordingShape = { runsMs: [20_000], rateBpm: 110, depthMm: 55, tiltDeg: 8, samplingHz: 60 };

describe("a pupil's round in depth mode", () => {
  it("counts the phone's compressions, moves the gauge in a practice round, and saves their depths", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const round = playRound("practice", send);
    await chooseWorkingDepth();
    expect(screen.getByRole("radio", { name: depthChoiceName })).toHaveProperty("checked", true);
    // No press button in depth mode: the gauge in its place, before the start as after.
    expect(screen.queryByRole("button", { name: "Presiona" })).toBeNull();
    await runUntil(round.startsAt);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Profundidad" }));
    expect(screen.queryByRole("radio", { name: depthChoiceName })).toBeNull();

    const shown = new Set<string>();
    const markers = new Set<string>();
    const recording = await playRecording(5, recordingShape, (index) => {
      if (index % 20 !== 0) return;
      shown.add(gaugeValue());
      const marker = gaugeMarker();
      if (marker) markers.add(marker);
    });
    // The gauge followed the compressions: centimetres in the band, several readings, a marker that moved.
    const readings = [...shown].filter((text) => /^\d,\d cm$/.test(text));
    expect(readings.length).toBeGreaterThanOrEqual(3);
    expect(readings.some((text) => /^5,\d cm$/.test(text))).toBe(true);
    expect(markers.size).toBeGreaterThanOrEqual(3);

    await runUntil(round.endsAt + 400);
    // At its start the phone says it measures depth (the server takes depths only then), then saves once.
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0]).toEqual({ intent: "enter", round: "9", depth_mode: "on" });
    const [fields] = send.mock.calls[1]!;
    expect(Object.keys(fields).sort()).toEqual(["depths_mm", "duration_ms", "intent", "presses_at", "round"]);
    expect(fields).toMatchObject({ intent: "save", round: "9", duration_ms: String(LENGTH_MS) });
    const depths = fields.depths_mm!.split(",").map(Number);
    expect(depths).toHaveLength(fields.presses_at!.split(",").length);
    expect(depths.length).toBeGreaterThanOrEqual(30);
    expectDepthsOfEveryWindow(depths, recording);
    // The result on the phone is measured from the depths sent: the server's will be the same.
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    const mean = Math.round(depthQuality(depths)!.meanDepthMm) / 10;
    expect(quality.getByText("Profundidad media").nextElementSibling?.textContent).toBe(
      `${mean.toFixed(1).replace(".", ",")} cm`,
    );
    expect(Math.abs(mean * 10 - 55)).toBeLessThanOrEqual(5);
  });

  it("shows no depth while a test round runs, and still saves the depths", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const round = playRound("test", send);
    await chooseWorkingDepth();
    await runUntil(round.startsAt);
    const shown = new Set<string>();
    await playRecording(6, recordingShape, (index) => {
      if (index % 20 === 0) shown.add(gaugeValue());
    });
    expect([...shown].filter((text) => /\d cm$/.test(text))).toEqual([]);
    expect(gaugeMarker()).toBeNull();
    await runUntil(round.endsAt + 400);
    expect(send.mock.calls[0]![0]).toMatchObject({ intent: "enter", depth_mode: "on" });
    const [fields] = send.mock.calls[1]!;
    expect(fields.depths_mm!.split(",").length).toBeGreaterThanOrEqual(30);
    expect(fields.depths_mm!.split(",")).toHaveLength(fields.presses_at!.split(",").length);
  });
});
