import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { esClassroom } from "~/locales/es-classroom";
import { notPlayedRow, playedRow } from "./class-rows.testing";
import { ResultsTable } from "./results-table";

// The teacher's table answers "who needs help?" with a verdict in words and an icon, says who is
// playing now, writes its figures as the page's language does, and a dash where a pupil has no
// game yet; every measure is there in the details view.

afterEach(cleanup);

const verdicts = esClassroom.verdicts;
const laia = playedRow(1, "Laia", {
  games: 2,
  latestGrade: 62,
  grade: 91,
  verdict: "tooSlow",
  best: 99,
  meanRateBpm: 111,
  accuracy: 98.9,
  shareInWindow: 66.7,
  compressionFraction: 97.5,
  rateSpread: 5.2,
  longestPauseS: 1.5,
  rateAtEnd: 96.4,
});
const pol = notPlayedRow(2, "Pol", { playing: true });

/** A row's cells after its header, as text. */
const cells = (name: string) =>
  Array.from(screen.getByRole("rowheader", { name: new RegExp(name) }).parentElement?.querySelectorAll("td") ?? []).map(
    (cell) => cell.textContent,
  );

describe("the class's results table", () => {
  it("shows the games, the latest and the best timing score and the verdict in words, and who is playing", () => {
    render(<ResultsTable rows={[laia, pol]} />, { wrapper: InSpanish });
    expect(cells("Laia")).toEqual(["2", "62", "91", verdicts.tooSlow]);
    expect(cells("Pol")).toEqual(["0", "–", "–", verdicts.notPlayed]);
    expect(screen.getByRole("rowheader", { name: /Pol/ }).textContent).toContain(verdicts.playing);
    expect(screen.getByRole("rowheader", { name: /Laia/ }).textContent).not.toContain(verdicts.playing);
    // An icon beside each verdict, hidden from screen readers, which read the words.
    const verdictCell = screen.getByText(verdicts.tooSlow);
    expect(verdictCell.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("writes every measure in the details view, with the page's language's comma", () => {
    render(<ResultsTable rows={[laia, pol]} detailed />, { wrapper: InSpanish });
    // The timing score first, after the games: the class's one score.
    expect(cells("Laia")).toEqual([
      "2",
      "62",
      "91",
      "99",
      "111",
      "66,7",
      "97,5",
      "1,5",
      "5,2",
      "96,4",
      "98,9",
      verdicts.tooSlow,
      esClassroom.depth.notMeasured,
    ]);
    expect(cells("Pol")).toEqual([
      "0",
      ...Array<string>(10).fill("–"),
      verdicts.notPlayed,
      esClassroom.depth.notMeasured,
    ]);
  });

  it("says until when a pupil let back in may join again, on the site's clock", () => {
    const rows = [notPlayedRow(1, "Laia", { rejoinUntil: "2026-11-26T09:40:00.000Z", rejoinCode: "482913" })];
    render(<ResultsTable rows={rows} manage="/es/first-aiducation/aula/t/abc" />, { wrapper: InSpanish });
    expect(screen.getByText(/10:40/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Laia/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Laia/ }).getAttribute("href")).toBe(
      "/es/first-aiducation/aula/t/abc?pupil=1",
    );
  });

  it("gives the depth of the results measured in depth mode, and says in words where it was not", () => {
    const measured = playedRow(3, "Aina", { depthResults: 2, depthMeanMm: 53.4, depthInBand: 72.4 });
    render(<ResultsTable rows={[measured, laia]} />, { wrapper: InSpanish });
    // Spanish writes a non-breaking space before the percent sign.
    expect(cells("Aina").at(-1)?.replace(/\s/g, " ")).toBe(
      "5,3 cm de media · 72 % a 5–6 cm (2 resultados con el móvil)",
    );
    expect(cells("Laia").at(-1)).toBe(esClassroom.depth.notMeasured);
    expect(screen.getByRole("columnheader", { name: esClassroom.depth.column })).toBeTruthy();
  });

  it("has no depth column in the summary while nobody has played in depth mode", () => {
    render(<ResultsTable rows={[laia, pol]} />, { wrapper: InSpanish });
    expect(screen.queryByRole("columnheader", { name: esClassroom.depth.column })).toBeNull();
  });

  it("marks a pupil whose presses were too even for a finger, in words", () => {
    render(<ResultsTable rows={[playedRow(1, "Laia", { tooRegular: 1 })]} />, { wrapper: InSpanish });
    expect(screen.getByRole("rowheader", { name: /Laia/ }).textContent).toContain(
      "demasiado regular: ¿metrónomo o programa?",
    );
  });
});
