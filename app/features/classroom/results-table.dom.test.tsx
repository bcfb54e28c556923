import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { ResultsTable } from "./results-table";

// The teacher's table writes its figures as the page's language does, and a dash where a pupil has
// no game yet.

afterEach(cleanup);

describe("the class's results table", () => {
  it("writes decimals with the page's language's comma, and a dash for a pupil without a game", () => {
    const rows = [
      { nickname: "Laia", games: 2, best: 99, meanRateBpm: 111, accuracy: 98.9, shareInWindow: 66.7 },
      { nickname: "Pol", games: 0, best: null, meanRateBpm: null, accuracy: null, shareInWindow: null },
    ];
    render(<ResultsTable rows={rows} />, { wrapper: InSpanish });
    const cells = (name: string) =>
      Array.from(screen.getByRole("rowheader", { name }).parentElement?.querySelectorAll("td") ?? []).map(
        (cell) => cell.textContent,
      );
    expect(cells("Laia")).toEqual(["2", "99", "111", "98,9", "66,7"]);
    expect(cells("Pol")).toEqual(["0", "–", "–", "–", "–"]);
  });
});
