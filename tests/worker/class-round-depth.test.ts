import { describe, expect, it } from "vitest";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { depthsField } from "~/features/compression-game/depth/sent-depths";
import { openClass } from "./class-setup";
import {
  durationMs,
  endedRoundWith,
  enterInDepthMode,
  entriesOf,
  join,
  pressesAt,
  read,
  save,
  storedResult,
} from "./class-round-posts";
import { quietConsole } from "./quiet-console";

// A class's round played in depth mode, through the whole Worker (docs/decisions/0017, 0021): the
// device saves one depth a press beside the presses' times, and the server measures the result
// with the depth, by the same function the device shows it with, and stores the depth's figures.

quietConsole();

/** The round's 48 compressions: deep enough at first, then too deep. */
const depthsMm = pressesAt.map((_, index) => (index < 30 ? 56 : 66.4));

describe("a round in depth mode", () => {
  it("stores the depth measured by the server, its grade and its verdict with it", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Aina");
    const round = await endedRoundWith(opened, "es", [pupil], 5_000, [pupil]);
    const expected = resultOfPresses({ pressesAt, durationMs }, depthsMm);
    expect(expected.depthTooDeep).toBeCloseTo((18 / 48) * 100, 9);
    expect(expected.grade).toBeLessThan(resultOfPresses({ pressesAt, durationMs }).grade);

    const saved = await save("es", pupil, round.id, pressesAt, durationMs, { depths_mm: depthsField(depthsMm) });
    expect(saved.status).toBe(200);
    expect(await read(saved)).toEqual({ serverNow: expect.any(Number), result: expected });
    const [entry] = await entriesOf(round.id);
    expect(storedResult(entry!)).toEqual(expected);
  });

  it.each([
    ["one depth fewer than the presses", depthsMm.slice(1).join(",")],
    ["a depth past 12 cm", [121, ...depthsMm.slice(1)].join(",")],
    ["not figures", ["x", ...depthsMm.slice(1)].join(",")],
  ])("refuses depths that cannot be the round's (%s), and stores nothing", async (_, list) => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Bru");
    const round = await endedRoundWith(opened, "en", [pupil], 5_000, [pupil]);
    const refused = await save("en", pupil, round.id, pressesAt, durationMs, { depths_mm: list });
    expect(refused.status).toBe(422);
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null, grade: null, depth_mean_mm: null }]);
  });

  it("refuses depths from a device that did not say at the round's start that it measures them", async () => {
    const opened = await openClass({ lang: "ca" });
    const [taps, late] = [await join(opened, "ca", "Cesc"), await join(opened, "ca", "Dani")];
    const round = await endedRoundWith(opened, "ca", [taps, late]);
    // Saying it once the round is over is too late.
    expect((await enterInDepthMode("ca", late, round.id)).status).toBe(409);
    for (const pupil of [taps, late]) {
      const refused = await save("ca", pupil, round.id, pressesAt, durationMs, { depths_mm: depthsField(depthsMm) });
      expect(refused.status).toBe(422);
    }
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }, { saved_at: null }]);
    // Its taps alone are saved.
    expect((await save("ca", taps, round.id, pressesAt, durationMs)).status).toBe(200);
  });

  it("keeps as a round of taps, with no depth, the save of a device that went on in taps (its phone stayed turned)", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Elna");
    // It said at the start that it measures depth, then tapped: its save sends the times alone.
    const round = await endedRoundWith(opened, "en", [pupil], 5_000, [pupil]);
    const expected = resultOfPresses({ pressesAt, durationMs });
    expect(expected.depthMeanMm).toBeNull();

    const saved = await save("en", pupil, round.id, pressesAt, durationMs);
    expect(saved.status).toBe(200);
    expect(await read(saved)).toEqual({ serverNow: expect.any(Number), result: expected });
    const [entry] = await entriesOf(round.id);
    expect(entry!.saved_at).not.toBeNull();
    expect(storedResult(entry!)).toEqual(expected);
    expect(entry).toMatchObject({
      depth_mean_mm: null,
      depth_in_band: null,
      depth_too_shallow: null,
      depth_too_deep: null,
    });
  });
});
