import { describe, expect, it } from "vitest";
import { type Lang } from "~/i18n-routes";
import { formulaCells, readCsv } from "~/lib/csv.testing";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { addPupil, openClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A class's results as CSV through the whole Worker (docs/decisions/0015): a file a school's
// spreadsheet opens in the link's language, with the class named and every game, in which no
// nickname a pupil typed opens as a formula, whatever separator the spreadsheet splits on.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

describe("the class's results as CSV", () => {
  it.each(langs)(
    "open in a spreadsheet set to %s: every game, the class named, no formula from a nickname",
    async (lang) => {
      const opened = await openClass({ lang, name: "4t ESO B" });
      const hostile = ["x;=1+1", "@SUM(1)", "+34 600", "-1", "Àngel"];
      for (const nickname of hostile) await addPupil(opened, lang, nickname, [81]);
      const response = await siteFetch(`${opened.path}/results.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="[a-z]+-4t-ESO-B-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const bytes = new Uint8Array(await response.clone().arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = (await response.text()).replace(/^\uFEFF/, "");
      const separator = lang === "en" ? "," : ";";
      // Read as Excel reads it in es-ES and ca-ES (`;`), and as a spreadsheet set to English would.
      for (const split of [";", ","]) {
        const cells = readCsv(text, split).flat();
        expect(
          cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)),
          split,
        ).toEqual([]);
      }
      const rows = readCsv(text, separator);
      expect(rows[0]).toEqual([strings[lang].csv.class, "4t ESO B"]);
      expect(rows[2]).toEqual([strings[lang].csv.bpm, "110"]);
      const gamesAt = rows.findIndex((row) => row[0] === strings[lang].csv.gamesTitle);
      expect(rows.slice(gamesAt + 2).filter((row) => row.length > 1)).toHaveLength(hostile.length);
      // Nor with a tab, nor by an importer that ignores quotes.
      expect(formulaCells(text)).toEqual([]);
    },
  );
});
