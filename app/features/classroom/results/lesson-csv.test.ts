import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n-routes";
import { readCsv } from "~/lib/csv.testing";
import { enClassroom } from "~/locales/en-classroom";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { classResultsCsv, type ClassCsvInput, type LessonCsvHeadings } from "./class-csv";
import { input } from "./class-csv.testing";
import { summarizeLesson } from "./lesson-summary";

const lessonHeadings: LessonCsvHeadings = {
  testsTitle: "Primera i última prova per participant",
  firstGrade: "Nota, primera",
  firstRate: "Ritme, primera",
  firstFraction: "Fracció, primera",
  firstInWindow: "100-120, primera",
  lastGrade: "Nota, última",
  lastRate: "Ritme, última",
  lastFraction: "Fracció, última",
  lastInWindow: "100-120, última",
  figuresTitle: "La classe abans i després",
  pairedPupils: "Participants amb totes dues",
  shareOfPupils: "Proporció (%)",
  firstTest: "Primera prova",
  lastTest: "Última prova",
  oneTest: "Una sola prova",
  guidelineRate: "Ritme de 100 a 120",
  goodFraction: "Fracció del 80 % o més",
  both: "Les dues coses",
};

function round(id: number, kind: ClassRound["kind"]): ClassRound {
  return { id, kind, lengthMs: 60_000, metronome: false, startsAt: id * 300_000, endsAt: id * 300_000 + 60_000 };
}

function saved(roundId: number, pupilId: number, rate: number, fraction: number, grade: number): RoundEntry {
  return {
    roundId,
    pupilId,
    liveRate: null,
    liveAt: null,
    compressions: 110,
    meanRateBpm: rate,
    shareInWindow: 72.46,
    compressionFraction: fraction,
    rateSpread: 7,
    longestPauseMs: 800,
    rateChange: -3,
    grade,
    tooRegular: false,
    savedAt: roundId * 300_000 + 61_000,
  };
}

// A test, a practice round, a test again: Laia took both tests, Pol only the first, Àngel none.
const lessonPupils = [
  { id: 1, nickname: "Laia" },
  { id: 2, nickname: "Pol" },
  { id: 3, nickname: "Àngel" },
];
const lessonRounds = [round(1, "test"), round(2, "practice"), round(3, "test")];
const lessonEntries = [
  saved(1, 1, 96.4, 74.04, 61),
  saved(2, 1, 110, 90, 80),
  saved(3, 1, 112.5, 91.25, 88),
  { ...saved(1, 2, 130, 95, 50), tooRegular: true },
];

function withLesson(lang: Lang, rounds: ClassRound[] = lessonRounds): ClassCsvInput {
  return {
    ...input(lang),
    lesson: { summary: summarizeLesson(rounds, lessonEntries, lessonPupils, "ca"), headings: lessonHeadings },
  };
}

describe("the class's CSV of a lesson with tests", () => {
  it("ends with each pupil's first and last test side by side, then the class before and after", () => {
    const csv = classResultsCsv(withLesson("ca"));
    expect(csv.startsWith(classResultsCsv(input("ca")))).toBe(true);
    expect(csv.slice(classResultsCsv(input("ca")).length)).toBe(
      "\r\n" +
        '"Primera i última prova per participant"\r\n' +
        '"Sobrenom";"Nota, primera";"Ritme, primera";"Fracció, primera";"100-120, primera";' +
        '"Profunditat, primera";"5–6 cm, primera";"Nota, última";"Ritme, última";"Fracció, última";' +
        '"100-120, última";"Profunditat, última";"5–6 cm, última";"Nota"\r\n' +
        '"Àngel";;;;;;;;;;;;;\r\n' +
        '"Laia";61;96;74;72,5;;;88;113;91,3;72,5;;;\r\n' +
        '"Pol";50;130;95;72,5;;;;;;;;;"Una sola prova; massa regular: metrònom o programa?"\r\n' +
        "\r\n" +
        '"La classe abans i després"\r\n' +
        '"Participants amb totes dues";1\r\n' +
        '"Proporció (%)";"Primera prova";"Última prova"\r\n' +
        '"Ritme de 100 a 120";0;100\r\n' +
        '"Fracció del 80 % o més";0;100\r\n' +
        '"Les dues coses";0;100\r\n' +
        "\r\n" +
        '"La profunditat abans i després"\r\n' +
        '"no mesurada"\r\n',
    );
  });

  it("in English, writes a decimal point and keeps the lesson's sections readable on a comma", () => {
    const rows = readCsv(classResultsCsv(withLesson("en")), ",");
    const laia = rows.find((row) => row[0] === "Laia" && row.length === 14);
    expect(laia).toEqual(["Laia", "61", "96", "74", "72.5", "", "", "88", "113", "91.3", "72.5", "", "", ""]);
    expect(rows.find((row) => row[0] === "Ritme de 100 a 120")).toEqual(["Ritme de 100 a 120", "0", "100"]);
  });

  it("compares the depth of the pupils measured in depth mode in both tests", () => {
    const entries = [
      { ...saved(1, 1, 96.4, 74.04, 61), depthMeanMm: 44.26, depthInBand: 20 },
      { ...saved(3, 1, 112.5, 91.25, 88), depthMeanMm: 54.14, depthInBand: 81.25 },
      // Pol's one test, in depth mode, has no last to compare with.
      { ...saved(1, 2, 110, 90, 70), depthMeanMm: 58, depthInBand: 90 },
    ];
    const summary = summarizeLesson(lessonRounds, entries, lessonPupils, "ca");
    const csv = classResultsCsv({ ...input("ca"), lesson: { summary, headings: lessonHeadings } });
    expect(csv).toContain('"Laia";61;96;74;72,5;44,3;20;88;113;91,3;72,5;54,1;81,3;\r\n');
    expect(
      csv.endsWith(
        '"La profunditat abans i després"\r\n' +
          '"Participants amb totes dues";1\r\n' +
          '"Profunditat";"Primera prova";"Última prova"\r\n' +
          '"Profunditat (mm)";44,3;54,1\r\n' +
          '"A 5–6 cm (%)";20;81,3\r\n',
      ),
    ).toBe(true);
  });

  it("has no lesson's section before the class's first test round", () => {
    const practiceOnly = withLesson("ca", [round(2, "practice")]);
    expect(classResultsCsv(practiceOnly)).toBe(classResultsCsv(input("ca")));
  });

  it("names the time compressing in English as the teacher's table does", () => {
    const { csv } = enClassroom.lesson;
    for (const heading of [csv.firstFraction, csv.lastFraction]) expect(heading).toMatch(/^Time compressing\b/);
    expect(enClassroom.columns.compressionFraction).toMatch(/^Time compressing\b/);
  });
});
