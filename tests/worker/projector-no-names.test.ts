import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { projectorPath, roundJsonPath } from "~/features/classroom/classroom-routes";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import type { Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { roundEntryRow, roundRow } from "../integration/class-rows";
import { addPupil, bodyRows, html, openClass, type OpenedClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The projector shames no one, through the whole Worker: after a round, its page and its
// round.json hold no pupil's name by default, only the class's figures; at the teacher's choice
// (`?show=top`) the top few of each ranking, never half of it, the results of taps and those whose
// depth the phone measured in two tables; the code alone holds none. The teacher's own screen
// keeps the whole ranking, in the same two tables.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

/** The round's results: taps at the edge of the rate's window score 96, a correct 5.5 cm result 93. */
const taps = { Aina: 96, Bru: 88, Cesc: 75, Duna: 67, Elna: 52, Ferran: 31 };
const depths = { Gala: [93, 55], Hug: [84, 52], Ivet: [58, 44] } as const;
const everyone = [...Object.keys(taps), ...Object.keys(depths)];

/** A class whose latest round ended ten minutes ago with the results above. */
async function classAfterRound(lang: Lang): Promise<{ opened: OpenedClass; projector: string }> {
  const opened = await openClass({ lang });
  const ids = new Map<string, number>();
  for (const nickname of everyone) ids.set(nickname, await addPupil(opened, lang, nickname));
  const endsAt = Date.now() - 600_000;
  const round = (await roundRow(env.DB, {
    class_id: opened.id,
    kind: "test",
    starts_at: endsAt - 60_000,
    ends_at: endsAt,
  }).first<number>("id"))!;
  const saved = { saved_at: endsAt + 1_000, compressions: 110, share_in_window: 80 };
  await env.DB.batch([
    ...Object.entries(taps).map(([nickname, grade]) =>
      roundEntryRow(env.DB, {
        round_id: round,
        pupil_id: ids.get(nickname)!,
        ...saved,
        grade,
        mean_rate_bpm: grade === 31 ? 80 : 110,
        compression_fraction: grade === 31 ? 40 : 90,
      }),
    ),
    ...Object.entries(depths).map(([nickname, [grade, depthMm]]) =>
      roundEntryRow(env.DB, {
        round_id: round,
        pupil_id: ids.get(nickname)!,
        ...saved,
        grade,
        mean_rate_bpm: 110,
        compression_fraction: 90,
        depth_mean_mm: depthMm,
        depth_in_band: depthMm >= 50 ? 80 : 10,
        depth_too_shallow: depthMm >= 50 ? 20 : 90,
      }),
    ),
  ]);
  return { opened, projector: projectorPath(lang, await projectorToken(opened.token)) };
}

/** The body rows of the table whose caption is `caption`, or [] without one. */
function captioned(page: string, caption: string): string[][] {
  const table = new RegExp(`<table[^>]*><caption[^>]*>${html(caption)}</caption>[\\s\\S]*?</table>`).exec(page);
  return table ? bodyRows(table[0]) : [];
}

const named = (text: string) => everyone.filter((nickname) => text.includes(nickname));

describe("the projector after a round", () => {
  it.each(langs)("shows in %s the class's figures and no name by default, in its page and its JSON", async (lang) => {
    const { projector } = await classAfterRound(lang);
    const page = await (await siteFetch(projector)).text();
    expect(named(page)).toEqual([]);
    expect(page).toContain("data-projector-outcome");
    const t = strings[lang].projector;
    expect(page).toContain(`>${html(t.results)}</dt>`);
    expect(page).toContain(`>${t.partOf.replace("{{part}}", "9").replace("{{all}}", "9")}</dd>`);
    // Good: 96, 88 (taps), 93, 84 (depth); one table of results at most, the round's.
    expect(page).toContain(`>${t.partOf.replace("{{part}}", "4").replace("{{all}}", "9")}</dd>`);
    expect(page).not.toContain("<table");

    const json = await (await siteFetch(roundJsonPath(projector))).text();
    expect(named(json)).toEqual([]);
    expect(JSON.parse(json)).toMatchObject({ ranking: [], outcome: { results: 9, good: 4, depthResults: 3 } });
  });

  it.each(langs)("shows in %s at the teacher's choice the top few of taps and of depths apart", async (lang) => {
    const { projector } = await classAfterRound(lang);
    const page = await (await siteFetch(`${projector}?show=top`)).text();
    const t = strings[lang].projector;
    const tapRows = captioned(page, t.topTaps);
    const depthRows = captioned(page, t.topDepth);
    // Half of each ranking at most: three of six taps, one of three depths; the rest unnamed.
    expect(tapRows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ["1", "Aina", "96"],
      ["2", "Bru", "88"],
      ["3", "Cesc", "75"],
    ]);
    expect(depthRows.map((row) => [row[0], row[1], row[2]])).toEqual([["1", "Gala", "93"]]);
    expect(named(page).sort()).toEqual(["Aina", "Bru", "Cesc", "Gala"]);
    // Place, nickname and score; the depth's table gives its depth too, the taps' has no such column.
    expect(depthRows[0]).toHaveLength(5);
    expect(tapRows[0]).toHaveLength(3);

    const json = (await (await siteFetch(`${roundJsonPath(projector)}?show=top`)).json()) as {
      ranking: { nickname: string }[];
    };
    expect(json.ranking.map((row) => row.nickname)).toEqual(["Aina", "Bru", "Cesc", "Gala"]);
  });

  it("holds no name with the code alone, nor figures of the round", async () => {
    const { projector } = await classAfterRound("es");
    const page = await (await siteFetch(`${projector}?show=code`)).text();
    expect(named(page)).toEqual([]);
    expect(page).not.toContain("data-projector-outcome");
    const json = await (await siteFetch(`${roundJsonPath(projector)}?show=code`)).text();
    expect(named(json)).toEqual([]);
  });
});

describe("the teacher's ranking of a round", () => {
  it.each(langs)("gives in %s every result, taps and depths in two tables, never one", async (lang) => {
    const { opened } = await classAfterRound(lang);
    const page = await (await siteFetch(opened.path)).text();
    const t = strings[lang].round;
    expect(captioned(page, t.rankingTaps).map((row) => row[1])).toEqual(Object.keys(taps));
    expect(captioned(page, t.rankingDepth).map((row) => row[1])).toEqual(Object.keys(depths));
    // The depth measured at 5.5 cm (93) is first of its own table, not below the taps' 96.
    expect(captioned(page, t.rankingDepth)[0]?.slice(0, 4)).toEqual([
      "1",
      "Gala",
      "93",
      strings[lang].depth.centimetres.replace("{{cm}}", lang === "en" ? "5.5" : "5,5"),
    ]);
    expect(page).not.toContain(`>${html(t.ranking)}</caption>`);
  });
});
