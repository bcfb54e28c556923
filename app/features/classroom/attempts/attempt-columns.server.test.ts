import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { classGames, classRoundEntries } from "~/.server/db/schema";
import { fingerPresses } from "~/features/compression-game/measures/human-presses.testing";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { resultColumns, resultFieldsOf } from "./attempt-columns.server";

// A result's columns are declared once for both tables of attempts and written and selected by one
// function each: what both tables share is exactly the result, and every column of it is written.

const columnNames = (table: typeof classGames | typeof classRoundEntries) =>
  new Set(getTableConfig(table).columns.map((column) => column.name));

/** The columns both tables hold, but for the row's id, the pupil's and when it was saved: the result's. */
const shared = [...columnNames(classGames)]
  .filter((name) => columnNames(classRoundEntries).has(name) && !["id", "pupil_id", "saved_at"].includes(name))
  .sort();

const presses = fingerPresses(7, 60);
const timing = { pressesAt: presses, durationMs: presses.at(-1)! + 400 };

describe("a result's columns", () => {
  it("are every column the two tables share, each written from the result", () => {
    expect(Object.keys(resultColumns(resultOfPresses(timing))).sort()).toEqual(shared);
  });

  it("hold the result's figures under the tables' names, the mark as 1 or 0", () => {
    const depths = presses.map((_, index) => 50 + (index % 5));
    const result = resultOfPresses(timing, depths);
    const columns = resultColumns(result);
    expect(columns).toMatchObject({
      compressions: 60,
      mean_rate_bpm: result.meanRateBpm,
      share_in_window: result.shareInWindow,
      compression_fraction: result.compressionFraction,
      rate_spread: result.rateSpread,
      longest_pause_ms: result.longestPauseMs,
      rate_change: result.rateChange,
      grade: result.grade,
      verdict: result.verdict,
      depth_mean_mm: result.depthMeanMm,
      depth_in_band: result.depthInBand,
      depth_too_shallow: result.depthTooShallow,
      depth_too_deep: result.depthTooDeep,
    });
    expect(columns.depth_mean_mm).toBeGreaterThan(0);
    expect(resultColumns({ ...result, tooRegular: true }).too_regular).toBe(1);
    expect(resultColumns({ ...result, tooRegular: false }).too_regular).toBe(0);
  });

  it("are selected from either table by the same names", () => {
    for (const table of [classGames, classRoundEntries]) {
      const selected = Object.values(resultFieldsOf(table)).map((column) => column.name);
      expect(selected.sort()).toEqual(shared);
    }
  });
});
