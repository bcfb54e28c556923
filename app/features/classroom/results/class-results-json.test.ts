import { describe, expect, it } from "vitest";
import { readClassResults } from "./class-results-json";
import type { PupilSummary } from "./class-summary";
import { notPlayedRow, playedRow } from "./class-rows.testing";

/** A pupil's row with this best timing score (null: no game yet). */
function row(nickname: string, grade: number | null): PupilSummary {
  return grade === null ? notPlayedRow(nickname.length, nickname) : playedRow(nickname.length, nickname, { grade });
}

describe("the class's results as the live table reads them", () => {
  it("takes the answer of the results' address", () => {
    const answer = { closed: false, rows: [row("Laia", 90), row("Abril", null)] };
    expect(readClassResults(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    expect(readClassResults({ closed: true, rows: [] })).toEqual({ closed: true, rows: [] });
  });

  it("refuses anything else: another page's JSON, a row of the wrong shape", () => {
    for (const value of [
      null,
      "results",
      [],
      { rows: [] },
      { closed: "no", rows: [] },
      { closed: false, rows: {} },
      { closed: false, rows: [{ ...row("Laia", 90), best: "90" }] },
      { closed: false, rows: [{ ...row("Laia", 90), tooRegular: true }] },
      { closed: false, rows: [{ ...row("Laia", 90), games: 1.5 }] },
      { closed: false, rows: [{ ...row("Laia", 90), nickname: 7 }] },
      { closed: false, rows: [{ ...row("Laia", 90), verdict: "<b>bad</b>" }] },
      { closed: false, rows: [{ ...row("Laia", 90), playing: "yes" }] },
      { closed: false, rows: [{ ...row("Laia", 90), depthMeanMm: "5 cm" }] },
      { closed: false, rows: [{ ...row("Laia", 90), depthResults: undefined }] },
      { closed: false, rows: [null] },
    ]) {
      expect(readClassResults(value), JSON.stringify(value)).toBeNull();
    }
  });
});
