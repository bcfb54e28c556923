import { describe, expect, it } from "vitest";
import { classCsvFileName, classResultsCsv, type ClassCsvHeadings } from "./class-csv";

const headings: ClassCsvHeadings = {
  nickname: "Sobrenom",
  games: "Partides",
  best: "Millor puntuació",
  meanRateBpm: "Ritme mitjà (per minut)",
  accuracy: "Precisió (%)",
  shareInWindow: "Entre 100 i 120 per minut (%)",
};

describe("the class's CSV", () => {
  it("has a header in the page's language and a line per pupil, CRLF", () => {
    const csv = classResultsCsv(
      [
        { nickname: "Laia", games: 2, best: 88, meanRateBpm: 112, accuracy: 81.5, shareInWindow: 90 },
        { nickname: "Pol", games: 0, best: null, meanRateBpm: null, accuracy: null, shareInWindow: null },
      ],
      headings,
    );
    expect(csv).toBe(
      '"Sobrenom","Partides","Millor puntuació","Ritme mitjà (per minut)","Precisió (%)","Entre 100 i 120 per minut (%)"\r\n' +
        '"Laia",2,88,112,81.5,90\r\n' +
        '"Pol",0,,,,\r\n',
    );
  });

  it("keeps a nickname from running as a formula and quotes what needs it", () => {
    const csv = classResultsCsv(
      [{ nickname: '=HYPERLINK("x")', games: 1, best: 1, meanRateBpm: 1, accuracy: 1, shareInWindow: 1 }],
      headings,
    );
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""x"")",1,1,1,1,1`);
  });

  it("is named by the class's code", () => {
    expect(classCsvFileName("K7MPQ2")).toBe("class-K7MPQ2.csv");
  });
});
