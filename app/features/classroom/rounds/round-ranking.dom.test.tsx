import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { esClassroom } from "~/locales/es-classroom";
import { esProjector } from "~/locales/es-projector";
import { esRound } from "~/locales/es-rounds";
import { RoundRanking } from "./round-figures";
import type { RankedPupil } from "./ranked-pupil";
import type { RoundLiveView } from "./round-live";

// The round's ranking in a simulated DOM: the results of taps and those whose depth the phone
// measured in two tables, each with its own places; the projector's top few under their own captions.

afterEach(cleanup);

const row = (nickname: string, grade: number, depthMeanMm: number | null = null, lateMs = 0): RankedPupil => ({
  nickname,
  grade,
  meanRateBpm: 110,
  compressionFraction: 90,
  depthMeanMm,
  depthInBand: depthMeanMm === null ? null : 80,
  lateMs,
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

  it("marks a late start beside the pupil's result for the teacher, and never on the projector", () => {
    const late = esClassroom.game.startedLate.replace("{{seconds}}", "12");
    const ranking = [row("Alba", 96), row("Gat", 67, null, 12_400)];
    render(<RoundRanking live={ended(ranking)} />, { wrapper: InSpanish });
    const rows = within(screen.getByRole("table", { name: esRound.rankingTaps })).getAllByRole("row");
    expect(rows[2]?.textContent).toContain(late);
    expect(rows[1]?.textContent).not.toContain(late.slice(0, 8));
    cleanup();
    render(<RoundRanking live={ended(ranking)} size="lg" top />, { wrapper: InSpanish });
    expect(screen.getByRole("table", { name: esProjector.topTaps }).textContent).not.toContain(late);
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
