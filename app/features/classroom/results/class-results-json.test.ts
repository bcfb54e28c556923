import { describe, expect, it } from "vitest";
import { PROJECTOR_TOP, readClassResults, readProjectorResults, topPupils } from "./class-results-json";
import type { PupilSummary } from "./class-summary";
import { notPlayedRow, playedRow } from "./class-rows.testing";

/** A pupil's row with this best timing score (null: no game yet). */
function row(nickname: string, grade: number | null): PupilSummary {
  return grade === null ? notPlayedRow(nickname.length, nickname) : playedRow(nickname.length, nickname, { grade });
}

describe("the projector's top pupils", () => {
  it("lists those with a timing score, best first, ties in the table's order", () => {
    const rows = [row("Pol", 60), row("Abril", null), row("Laia", 90), row("Bru", 60)];
    expect(topPupils(rows).map((pupil) => pupil.nickname)).toEqual(["Laia", "Pol", "Bru"]);
  });

  it("stops at ten, and is empty before anyone has played", () => {
    const many = Array.from({ length: 25 }, (_, index) => row(`P${index}`, index));
    const top = topPupils(many);
    expect(top).toHaveLength(PROJECTOR_TOP);
    expect(top[0]?.nickname).toBe("P24");
    expect(topPupils([row("Abril", null)])).toEqual([]);
  });

  it("holds only what is projected: nicknames, best timing scores and the depth where it was measured", () => {
    expect(topPupils([row("Laia", 90)])).toEqual([{ nickname: "Laia", grade: 90, depthInBand: null }]);
    const measured = playedRow(1, "Pol", { grade: 80, depthResults: 2, depthMeanMm: 53.2, depthInBand: 72.5 });
    expect(topPupils([measured])).toEqual([{ nickname: "Pol", grade: 80, depthInBand: 72.5 }]);
  });

  it("leaves the table's rows as they were", () => {
    const rows = [row("Pol", 60), row("Laia", 90)];
    topPupils(rows);
    expect(rows.map((pupil) => pupil.nickname)).toEqual(["Pol", "Laia"]);
  });
});

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

describe("the projector's list as its live table reads it", () => {
  it("takes the answer of the projector's address, and refuses anything else", () => {
    const answer = { closed: false, top: [{ nickname: "Laia", grade: 90, depthInBand: 62.5 }] };
    expect(readProjectorResults(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    const depthAsText = { closed: false, top: [{ nickname: "Laia", grade: 90, depthInBand: "62 %" }] };
    const wrong = [null, { closed: false }, { closed: false, top: [{ nickname: "Laia" }] }, { top: [] }, depthAsText];
    for (const value of wrong) {
      expect(readProjectorResults(value), JSON.stringify(value)).toBeNull();
    }
  });
});
