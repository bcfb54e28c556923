import type { classGames, classRoundEntries, ResultColumnName } from "~/.server/db/schema";
import type { PressesResult } from "~/features/compression-game/measures/presses-result";

// The one writer and the one selection of a result's columns (app/.server/db/schema.ts
// pressesResultColumns), whichever table holds the attempt: a free game's store
// (server/class-game-store.server.ts) inserts them, a round's save (rounds/round-saves.server.ts)
// sets them on the pupil's entry, and the reader (attempts.server.ts) selects them from both. So a
// column added to the declaration is written by both, or the typecheck says this function forgot
// it (docs/decisions/0024-one-attempt-one-record.md). Pure.

/** A result of presses as the values of its columns, every one of them (the `satisfies` says so). */
export function resultColumns(result: PressesResult) {
  return {
    compressions: result.compressions,
    mean_rate_bpm: result.meanRateBpm,
    share_in_window: result.shareInWindow,
    compression_fraction: result.compressionFraction,
    rate_spread: result.rateSpread,
    longest_pause_ms: result.longestPauseMs,
    rate_change: result.rateChange,
    grade: result.grade,
    // SQLite has no boolean: 1 marks presses too even for a finger.
    too_regular: result.tooRegular ? 1 : 0,
    verdict: result.verdict,
    depth_mean_mm: result.depthMeanMm,
    depth_in_band: result.depthInBand,
    depth_too_shallow: result.depthTooShallow,
    depth_too_deep: result.depthTooDeep,
  } satisfies Required<Pick<typeof classRoundEntries.$inferInsert, ResultColumnName>>;
}

/** The result's columns of either table that holds attempts, as a selection names them. */
export function resultFieldsOf<Table extends typeof classGames | typeof classRoundEntries>(table: Table) {
  return {
    compressions: table.compressions,
    meanRateBpm: table.mean_rate_bpm,
    shareInWindow: table.share_in_window,
    compressionFraction: table.compression_fraction,
    rateSpread: table.rate_spread,
    longestPauseMs: table.longest_pause_ms,
    rateChange: table.rate_change,
    grade: table.grade,
    tooRegular: table.too_regular,
    verdict: table.verdict,
    depthMeanMm: table.depth_mean_mm,
    depthInBand: table.depth_in_band,
    depthTooShallow: table.depth_too_shallow,
    depthTooDeep: table.depth_too_deep,
  };
}
