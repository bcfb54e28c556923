import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { formulaCells, guardedText, hostileTexts, readCsv, readCsvStrictly, startsAsFormula } from "~/lib/csv.testing";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import {
  classCsvFileName,
  classResultsCsv,
  type ClassCsvHeadings,
  type ClassCsvInput,
  type LessonCsvHeadings,
} from "./class-csv";
import { notPlayedRow, playedRow } from "./class-rows.testing";
import { summarizeLesson } from "./lesson-summary";

const headings: ClassCsvHeadings = {
  class: "Classe",
  opened: "Oberta el",
  bpm: "Ritme (per minut)",
  nickname: "Sobrenom",
  games: "Partides",
  best: "Millor puntuació al compàs",
  meanRateBpm: "Ritme mitjà (per minut)",
  accuracy: "Precisió mitjana (%)",
  shareInWindow: "Entre 100 i 120 per minut (mitjana, %)",
  playedAt: "Hora",
  score: "Puntuació al compàs",
  successRate: "Compressions al compàs (%)",
  compressions: "Compressions",
  grade: "Millor nota de ritme i pauses (sobre 100)",
  compressionFraction: "Temps comprimint (mitjana, %)",
  rateSpread: "Irregularitat (mitjana, %)",
  longestPauseS: "Pausa més llarga (s)",
  rateAtEnd: "Ritme al final (mitjana, % de l'inicial)",
  summaryTitle: "Resum per alumne",
  gamesTitle: "Totes les partides",
  gameGrade: "Nota de ritme i pauses (sobre 100)",
  note: "Nota",
  tooRegular: "massa regular: metrònom o programa?",
  latestGrade: "Última nota",
  verdict: "Com li ha anat",
  gameShareInWindow: "Entre 100 i 120 (%)",
  gameCompressionFraction: "Temps comprimint (%)",
  gameRateSpread: "Irregularitat (%)",
  gameRateAtEnd: "Ritme al final (%)",
  verdicts: caClassroom.verdicts,
};

const game = {
  playedAt: "10:05",
  score: 81,
  accuracy: 81.54,
  successRate: 77.25,
  compressions: 62,
  meanRateBpm: 111.6,
  shareInWindow: 90,
  grade: 84,
  compressionFraction: 97.25,
  rateSpread: 6.04,
  longestPauseMs: 1_460,
  rateChange: -4.5,
  tooRegular: false,
  verdict: "good" as const,
};

function input(lang: Lang, nicknames: readonly string[] = ["Laia", "Pol"]): ClassCsvInput {
  return {
    lang,
    className: "4t ESO B",
    openedOn: "26/11/2026",
    bpm: 110,
    headings,
    pupils: nicknames.map((nickname, index) =>
      index === 1
        ? notPlayedRow(index, nickname)
        : playedRow(index, nickname, { latestGrade: 79, verdict: "uneven", tooRegular: 1 }),
    ),
    games: nicknames.flatMap((nickname, index) =>
      index === 1
        ? []
        : [
            { nickname, ...game },
            {
              nickname,
              ...game,
              playedAt: "10:09",
              score: 88,
              tooRegular: true,
              grade: 79,
              verdict: "uneven" as const,
            },
          ],
    ),
  };
}

describe("the class's CSV", () => {
  it("names the class, its day and rhythm, then a row per pupil, then every game, in Catalan's format", () => {
    expect(classResultsCsv(input("ca"))).toBe(
      "\uFEFF" +
        '"Classe";"4t ESO B"\r\n' +
        '"Oberta el";"26/11/2026"\r\n' +
        '"Ritme (per minut)";110\r\n' +
        "\r\n" +
        '"Resum per alumne"\r\n' +
        '"Sobrenom";"Partides";"Última nota";"Millor nota de ritme i pauses (sobre 100)";"Com li ha anat";' +
        '"Millor puntuació al compàs";"Ritme mitjà (per minut)";"Entre 100 i 120 per minut (mitjana, %)";' +
        '"Temps comprimint (mitjana, %)";"Pausa més llarga (s)";"Irregularitat (mitjana, %)";' +
        '"Ritme al final (mitjana, % de l\'inicial)";"Precisió mitjana (%)";"Nota"\r\n' +
        '"Laia";2;79;84;"Ritme irregular";88;112;90;97,3;1,5;6;95,5;81,5;"massa regular: metrònom o programa? (1)"\r\n' +
        '"Pol";0;;;"Encara no ha jugat";;;;;;;;;\r\n' +
        "\r\n" +
        '"Totes les partides"\r\n' +
        '"Sobrenom";"Hora";"Nota de ritme i pauses (sobre 100)";"Com li ha anat";"Puntuació al compàs";' +
        '"Compressions";"Ritme mitjà (per minut)";"Entre 100 i 120 (%)";"Temps comprimint (%)";' +
        '"Pausa més llarga (s)";"Irregularitat (%)";"Ritme al final (%)";"Precisió mitjana (%)";' +
        '"Compressions al compàs (%)";"Nota"\r\n' +
        '"Laia";"10:05";84;"Bé";81;62;112;90;97,3;1,5;6;95,5;81,5;77,3;\r\n' +
        '"Laia";"10:09";79;"Ritme irregular";88;62;112;90;97,3;1,5;6;95,5;81,5;77,3;"massa regular: metrònom o programa?"\r\n',
    );
  });

  it.each([
    ["ca", ";", "81,5"],
    ["es", ";", "81,5"],
    ["en", ",", "81.5"],
  ] as const)("in %s, splits on %s and writes %s, with a byte-order mark", (lang, separator, accuracy) => {
    const csv = classResultsCsv(input(lang));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = readCsv(csv, separator);
    expect(rows.slice(0, 3)).toEqual([
      ["Classe", "4t ESO B"],
      ["Oberta el", "26/11/2026"],
      ["Ritme (per minut)", "110"],
    ]);
    expect(rows[6]!.slice(0, 6)).toEqual(["Laia", "2", "79", "84", "Ritme irregular", "88"]);
    expect(rows[6]![12]).toBe(accuracy);
  });

  it.each(languages)("in %s, keeps every game of every pupil, and opens no formula whatever the nicknames", (lang) => {
    const nicknames = ["Laia", ...hostileTexts];
    const csv = classResultsCsv({ ...input(lang, nicknames), className: "=1+1;@x" });
    expect(formulaCells(csv)).toEqual([]);
    expect(readCsv(csv, ";").flat().filter(startsAsFormula)).toEqual([]);
    const rows = readCsvStrictly(csv, lang === "en" ? "," : ";");
    // Every name whole, in quotes, with the writer's apostrophes exactly where the guard puts them.
    const named = (text: string) => ({ text: guardedText(text), quoted: true });
    expect(rows[0]).toEqual([named("Classe"), named("=1+1;@x")]);
    expect(named("=1+1;@x").text).toBe("'=1+1;'@x");
    const at = (title: string) => rows.findIndex((row) => row[0]?.text === title) + 2;
    const pupilRows = rows.slice(at("Resum per alumne"), at("Resum per alumne") + nicknames.length);
    expect(pupilRows.map((row) => row[0])).toEqual(nicknames.map(named));
    const gameRows = rows.slice(at("Totes les partides"));
    expect(gameRows).toHaveLength(2 * (nicknames.length - 1));
    expect(gameRows.map((row) => row[0])).toEqual(
      nicknames.filter((_, index) => index !== 1).flatMap((nickname) => [named(nickname), named(nickname)]),
    );
  });

  it("is named by the class and the day it was opened, in characters any system accepts", () => {
    const named = (className: string, word = "Classe") =>
      classCsvFileName("K7MPQ2", { word, className, openedDay: "2026-11-26" });
    expect(named("4t ESO B")).toBe("classe-4t-ESO-B-2026-11-26.csv");
    expect(named("Informàtica / Sanitat", "Clase")).toBe("clase-Informatica-Sanitat-2026-11-26.csv");
    expect(named('../"é;\r\n=x')).toBe("classe-e-x-2026-11-26.csv");
    expect(named("🫀🫀")).toBe("classe-K7MPQ2-2026-11-26.csv");
    expect(named("a".repeat(200)).length).toBeLessThan(80);
    expect(classCsvFileName("K7MPQ2")).toBe("class-K7MPQ2.csv");
  });
});

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
        '"Nota, última";"Ritme, última";"Fracció, última";"100-120, última";"Nota"\r\n' +
        '"Àngel";;;;;;;;;\r\n' +
        '"Laia";61;96;74;72,5;88;113;91,3;72,5;\r\n' +
        '"Pol";50;130;95;72,5;;;;;"massa regular: metrònom o programa?"\r\n' +
        "\r\n" +
        '"La classe abans i després"\r\n' +
        '"Participants amb totes dues";1\r\n' +
        '"Proporció (%)";"Primera prova";"Última prova"\r\n' +
        '"Ritme de 100 a 120";0;100\r\n' +
        '"Fracció del 80 % o més";0;100\r\n' +
        '"Les dues coses";0;100\r\n',
    );
  });

  it("in English, writes a decimal point and keeps the lesson's sections readable on a comma", () => {
    const rows = readCsv(classResultsCsv(withLesson("en")), ",");
    const laia = rows.find((row) => row[0] === "Laia" && row.length === 10);
    expect(laia).toEqual(["Laia", "61", "96", "74", "72.5", "88", "113", "91.3", "72.5", ""]);
    expect(rows.at(-3)).toEqual(["Ritme de 100 a 120", "0", "100"]);
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
