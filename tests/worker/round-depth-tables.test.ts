import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { projectorPath, reportPath, roundJsonPath } from "~/features/classroom/classroom-routes";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import { DEPTH_ESTIMATE_ERROR_MM } from "~/features/compression-game/depth/depth-zone";
import { depthsField } from "~/features/compression-game/depth/sent-depths";
import type { Lang } from "~/i18n-routes";
import { intlLocale } from "~/lib/intl-locale";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { roundEntryRow, roundRow } from "../integration/class-rows";
import { addPupil, bodyRows, html, openClass, tableRows } from "./class-setup";
import { durationMs, endedRoundWith, join, pressesAt, save } from "./class-round-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The depth of a class's rounds played in depth mode, where the class and the teacher read a
// round's results through the whole Worker (docs/decisions/0021-depth-from-the-phones-motion.md):
// a round's rankings at its end, the depths in a table apart from the taps' (on the teacher's
// screen, and on the projector when the teacher chose its top few), and each pupil's first and
// last test on the lesson's printable report, where a result of taps says that its depth was not
// measured.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

function formats(lang: Lang) {
  const locale = intlLocale[lang];
  const cm = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  return { cm: (mm: number) => cm.format(mm / 10), percent: (share: number) => percent.format(share / 100) };
}

/** A table's body rows in a page, found by its caption. */
function rankingRows(page: string, caption: string): string[][] {
  return bodyRows(new RegExp(`<caption[^>]*>${html(caption)}</caption>[\\s\\S]*?</table>`).exec(page)?.[0] ?? "");
}

describe("a round's rankings", () => {
  it.each(langs)(
    "give in %s the depth of the results measured with the phone in a table apart from the taps'",
    async (lang) => {
      const opened = await openClass({ lang });
      const [deep, taps, shallow] = [
        await join(opened, lang, "Aina"),
        await join(opened, lang, "Bru"),
        await join(opened, lang, "Cesc"),
      ];
      const round = await endedRoundWith(opened, lang, [deep, taps, shallow], 5_000, [deep, shallow]);
      const depthsOf = (mm: number) => ({ depths_mm: depthsField(pressesAt.map(() => mm)) });
      expect((await save(lang, deep, round.id, pressesAt, durationMs, depthsOf(56))).status).toBe(200);
      expect((await save(lang, taps, round.id, pressesAt, durationMs)).status).toBe(200);
      expect((await save(lang, shallow, round.id, pressesAt, durationMs, depthsOf(45))).status).toBe(200);

      // The teacher's screen: every result, taps and depths in two tables.
      const page = await (await siteFetch(opened.path)).text();
      const copy = strings[lang].depth;
      const words = strings[lang].round;
      const { cm, percent } = formats(lang);
      expect(page).toContain(`>${html(copy.meanColumn)}</th>`);
      expect(page).toContain(`>${html(copy.rankingInBand)}</th>`);
      // Each table's score says which it is: the depth and timing score, or the timing score.
      expect(page).toContain(`>${html(words.depthGrade)}</th>`);
      expect(page).toContain(`>${html(words.grade)}</th>`);
      const depthRows = rankingRows(page, words.rankingDepth);
      expect(Object.fromEntries(depthRows.map((row) => [row[1], row.slice(3, 5)]))).toEqual({
        Aina: [copy.centimetres.replace("{{cm}}", cm(56)), percent(100)],
        Cesc: [copy.centimetres.replace("{{cm}}", cm(45)), percent(0)],
      });
      // The depth's place in its grade: the result measured at 4.5 cm ranks below the one at 5.6 cm.
      expect(depthRows.map((row) => row[1])).toEqual(["Aina", "Cesc"]);
      expect(rankingRows(page, words.rankingTaps).map((row) => row[1])).toEqual(["Bru"]);

      // The projector, with the top few the teacher chose: half of each table at most, so one
      // depth (the best) and no result of taps, alone in its table.
      const path = projectorPath(lang, await projectorToken(opened.token));
      const top = await (await siteFetch(`${path}?show=top`)).text();
      expect(rankingRows(top, strings[lang].projector.topDepth).map((row) => row[1])).toEqual(["Aina"]);
      expect(top).not.toContain("Cesc");
      expect(top).not.toContain("Bru");

      const json = (await (await siteFetch(roundJsonPath(opened.path))).json()) as {
        ranking: { nickname: string; depthMeanMm: number | null; depthInBand: number | null }[];
      };
      expect(
        json.ranking.map(({ nickname, depthMeanMm, depthInBand }) => [nickname, depthMeanMm, depthInBand]),
      ).toEqual([
        ["Bru", null, null],
        ["Aina", 56, 100],
        ["Cesc", 45, 0],
      ]);
    },
  );

  it("add no depth's column to a round of taps", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Duna");
    const round = await endedRoundWith(opened, "es", [pupil]);
    expect((await save("es", pupil, round.id, pressesAt, durationMs)).status).toBe(200);
    const page = await (await siteFetch(opened.path)).text();
    const rows = rankingRows(page, strings.es.round.rankingTaps);
    expect(rows.map((row) => row[1])).toEqual(["Duna"]);
    expect(rows[0]).toHaveLength(5);
    expect(page).not.toContain(`>${html(strings.es.depth.meanColumn)}</th>`);
    expect(page).not.toContain(`>${html(strings.es.round.rankingDepth)}</caption>`);
    expect(page).toContain(`>${html(strings.es.round.grade)}</th>`);
  });
});

describe("the printable report's tests of each pupil", () => {
  it.each(langs)("give in %s each test's depth where it was measured, and say which were not", async (lang) => {
    const opened = await openClass({ lang });
    const [laia, pol, angel] = [
      await addPupil(opened, lang, "Laia1"),
      await addPupil(opened, lang, "Pol2"),
      await addPupil(opened, lang, "Àngel3"),
    ];
    const start = Date.now() - 3 * 3_600_000;
    const test = async (startsAt: number) =>
      (await roundRow(env.DB, {
        class_id: opened.id,
        kind: "test",
        length_ms: 60_000,
        starts_at: startsAt,
        ends_at: startsAt + 60_000,
      }).first<number>("id"))!;
    const [first, last] = [await test(start), await test(start + 1_200_000)];
    const saved = { compressions: 100, mean_rate_bpm: 110, compression_fraction: 90, share_in_window: 80, grade: 75 };
    const entry = (roundId: number, pupilId: number, depth?: [mean: number, inBand: number]) =>
      roundEntryRow(env.DB, {
        round_id: roundId,
        pupil_id: pupilId,
        ...saved,
        saved_at: start + 2_000_000,
        ...(depth ? { depth_mean_mm: depth[0], depth_in_band: depth[1], depth_too_shallow: 100 - depth[1] } : {}),
      });
    await env.DB.batch([
      entry(first, laia, [42.4, 10]),
      entry(last, laia, [55.2, 80]),
      entry(first, pol),
      entry(last, pol, [51, 60]),
      entry(first, angel),
      entry(last, angel),
    ]);

    const page = await (await siteFetch(`${reportPath(opened.path)}?names=1`)).text();
    const copy = strings[lang].depth;
    const { cm, percent } = formats(lang);
    const depth = (mm: number, share: number) =>
      copy.value.replace("{{cm}}", cm(mm)).replace("{{share}}", percent(share));
    const rows = tableRows(page, "report-pupils").map((row) => [row[0], row[4], row[8]]);
    expect(rows).toEqual([
      ["Àngel3", copy.notMeasured, copy.notMeasured],
      ["Laia1", depth(42, 10), depth(55, 80)],
      ["Pol2", copy.notMeasured, depth(51, 60)],
    ]);
    // The depth's heading under the first test and under the last.
    expect(page.split(`>${html(copy.testColumn)}</th>`)).toHaveLength(3);
    expect(page).toContain(html(copy.note.replace("{{error}}", String(DEPTH_ESTIMATE_ERROR_MM))));
  });
});
