import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { esProjector } from "~/locales/es-projector";
import { esRound } from "~/locales/es-rounds";
import { RoundRanking } from "./round-figures";
import type { RankedPupil, RoundLiveView } from "./round-live";

// The round's ranking in a simulated DOM: the results of taps and those whose depth the phone
// measured in two tables, each with its own places; the projector's top few under their own captions.

afterEach(cleanup);

const row = (nickname: string, grade: number, depthMeanMm: number | null = null): RankedPupil => ({
  nickname,
  grade,
  meanRateBpm: 110,
  compressionFraction: 90,
  depthMeanMm,
  depthInBand: depthMeanMm === null ? null : 80,
});

const ended = (ranking: RankedPupil[]): RoundLiveView => ({
  serverNow: 70_000,
  pupils: ranking.length,
  round: { id: 1, kind: "test", lengthMs: 60_000, startsAt: 0, endsAt: 60_000, metronome: false },
  inRound: ranking.length,
  compressingNow: null,
  classRateBpm: null,
  saved: ranking.length,
  ranking,
  outcome: null,
  closed: false,
});

const names = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole("cell")
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe("the round's ranking", () => {
  it("never ranks a correct 5.5 cm result below a tap: two tables, each from first place", () => {
    render(<RoundRanking live={ended([row("Alba", 96), row("Gat", 67), row("Nil", 93, 55)])} />, {
      wrapper: InSpanish,
    });
    expect(screen.getAllByRole("table")).toHaveLength(2);
    expect(names(esRound.rankingTaps)).toEqual([
      ["1", "Alba", "96"],
      ["2", "Gat", "67"],
    ]);
    expect(names(esRound.rankingDepth)).toEqual([["1", "Nil", "93"]]);
  });

  it("gives the projector's top few under their own captions, and nothing when none is shown", () => {
    render(<RoundRanking live={ended([row("Alba", 96), row("Nil", 93, 55)])} size="lg" top />, { wrapper: InSpanish });
    expect(screen.getByRole("table", { name: esProjector.topTaps })).toBeTruthy();
    expect(screen.getByRole("table", { name: esProjector.topDepth })).toBeTruthy();
    cleanup();
    const { container } = render(<RoundRanking live={ended([])} size="lg" top />, { wrapper: InSpanish });
    expect(container.textContent).toBe("");
  });
});
