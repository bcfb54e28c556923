import { describe, expect, it } from "vitest";
import { languages } from "~/i18n-routes";
import { formulaCells, guardedText, hostileTexts, readCsv, readCsvStrictly, startsAsFormula } from "~/lib/csv.testing";
import { classCsvFileName, classResultsCsv } from "./class-csv";
import { input } from "./class-csv.testing";

describe("the class's CSV", () => {
  it("names the class, its day and rhythm, then a row per pupil, then every attempt with its kind, in Catalan's format", () => {
    expect(classResultsCsv(input("ca"))).toBe(
      "\uFEFF" +
        '"Classe";"4t ESO B"\r\n' +
        '"Oberta el";"26/11/2026"\r\n' +
        '"Ritme (per minut)";110\r\n' +
        "\r\n" +
        '"Resum per alumne"\r\n' +
        '"Sobrenom";"Partides";"Última nota";"Millor nota de ritme i pauses (sobre 100)";"Com li ha anat";' +
        '"Millor puntuació de compàs";"Ritme mitjà (per minut)";"Entre 100 i 120 per minut (mitjana, %)";' +
        '"Temps comprimint (mitjana, %)";"Pausa més llarga (s)";"Irregularitat (mitjana, %)";' +
        '"Ritme al final (mitjana, % de l\'inicial)";"Precisió mitjana (%)";' +
        '"Amb profunditat";"Profunditat (mm)";"A 5–6 cm (%)";"Nota"\r\n' +
        '"Laia";3;79;84;"Ritme irregular";88;112;90;97,3;1,5;6;95,5;81,5;1;52,3;66,7;' +
        '"massa regular: metrònom o programa? (1)"\r\n' +
        '"Pol";0;;;"Encara no ha jugat";;;;;;;;;0;;;\r\n' +
        "\r\n" +
        '"Totes les partides"\r\n' +
        '"Sobrenom";"Tipus";"Ronda";"Hora";"Nota de ritme i pauses (sobre 100)";"Com li ha anat";"Puntuació de compàs";' +
        '"Compressions";"Ritme mitjà (per minut)";"Entre 100 i 120 (%)";"Temps comprimint (%)";' +
        '"Pausa més llarga (s)";"Irregularitat (%)";"Ritme al final (%)";"Precisió mitjana (%)";' +
        '"Compressions al compàs (%)";"Profunditat";"Profunditat (mm)";"A 5–6 cm (%)";"Menys de 5 cm (%)";' +
        '"Més de 6 cm (%)";"Nota"\r\n' +
        '"Laia";"Pràctica lliure";;"10:05";84;"Bé";81;62;112;90;97,3;1,5;6;95,5;81,5;77,3;"no mesurada";;;;;\r\n' +
        '"Laia";"Pràctica lliure";;"10:09";79;"Ritme irregular";88;62;112;90;97,3;1,5;6;95,5;81,5;77,3;"mesurada";52,3;66,7;33,3;0;' +
        '"massa regular: metrònom o programa?"\r\n' +
        // A round's result: its kind and number in the lesson, and no rhythm score nor accuracy.
        '"Laia";"Ronda de prova";2;"10:20";82;"Bé";;62;112;90;97,3;1,5;6;95,5;;;"no mesurada";;;;;\r\n',
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
    expect(rows[6]!.slice(0, 6)).toEqual(["Laia", "3", "79", "84", "Ritme irregular", "88"]);
    expect(rows[6]![12]).toBe(accuracy);
  });

  it.each(languages)(
    "in %s, keeps every attempt of every pupil, and opens no formula whatever the nicknames",
    (lang) => {
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
      expect(gameRows).toHaveLength(3 * (nicknames.length - 1));
      expect(gameRows.map((row) => row[0])).toEqual(
        nicknames
          .filter((_, index) => index !== 1)
          .flatMap((nickname) => [named(nickname), named(nickname), named(nickname)]),
      );
    },
  );

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
