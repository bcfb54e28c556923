import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { ResultsTable } from "./results-table";

// The teacher's table writes its figures as the page's language does, and a dash where a pupil has
// no game yet.

afterEach(cleanup);

const noTiming = {
  grade: null,
  compressionFraction: null,
  rateSpread: null,
  longestPauseS: null,
  rateAtEnd: null,
  tooRegular: 0,
};

describe("the class's results table", () => {
  it("writes decimals with the page's language's comma, and a dash for a pupil without a game", () => {
    const rows = [
      {
        id: 1,
        nickname: "Laia",
        rejoinUntil: null,
        rejoinCode: null,
        games: 2,
        best: 99,
        meanRateBpm: 111,
        accuracy: 98.9,
        shareInWindow: 66.7,
        grade: 91,
        compressionFraction: 97.5,
        rateSpread: 5.2,
        longestPauseS: 1.5,
        rateAtEnd: 96.4,
        tooRegular: 0,
      },
      {
        id: 2,
        nickname: "Pol",
        rejoinUntil: null,
        rejoinCode: null,
        games: 0,
        best: null,
        meanRateBpm: null,
        accuracy: null,
        shareInWindow: null,
        ...noTiming,
      },
    ];
    render(<ResultsTable rows={rows} />, { wrapper: InSpanish });
    const cells = (name: string) =>
      Array.from(screen.getByRole("rowheader", { name }).parentElement?.querySelectorAll("td") ?? []).map(
        (cell) => cell.textContent,
      );
    // The timing score first, after the games: the class's one score.
    expect(cells("Laia")).toEqual(["2", "91", "99", "111", "66,7", "97,5", "1,5", "5,2", "96,4", "98,9"]);
    expect(cells("Pol")).toEqual(["0", ...Array<string>(9).fill("–")]);
  });

  it("says until when a pupil let back in may join again, on the site's clock", () => {
    const rows = [
      {
        id: 1,
        nickname: "Laia",
        rejoinUntil: "2026-11-26T09:40:00.000Z",
        rejoinCode: "482913",
        games: 0,
        best: null,
        meanRateBpm: null,
        accuracy: null,
        shareInWindow: null,
        ...noTiming,
      },
    ];
    render(<ResultsTable rows={rows} manage="/es/first-aiducation/aula/t/abc" />, { wrapper: InSpanish });
    expect(screen.getByText(/10:40/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Laia/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Laia/ }).getAttribute("href")).toBe(
      "/es/first-aiducation/aula/t/abc?pupil=1",
    );
  });

  it("marks a pupil whose presses were too even for a finger, in words", () => {
    const rows = [
      {
        id: 1,
        nickname: "Laia",
        rejoinUntil: null,
        rejoinCode: null,
        games: 1,
        best: 100,
        meanRateBpm: 110,
        accuracy: 100,
        shareInWindow: 100,
        ...noTiming,
        tooRegular: 1,
      },
    ];
    render(<ResultsTable rows={rows} />, { wrapper: InSpanish });
    expect(screen.getByRole("rowheader", { name: /Laia/ }).textContent).toContain(
      "demasiado regular: ¿metrónomo o programa?",
    );
  });
});
