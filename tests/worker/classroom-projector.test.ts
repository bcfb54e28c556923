import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { projectorToken } from "~/features/classroom/server/class-token.server";
import { projectorPath, resultsCsvPath, resultsJsonPath, roundJsonPath } from "~/features/classroom/classroom-routes";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { html, joinAs, openClass, teacherPost, type OpenedClass } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { classGameRow } from "../integration/class-rows";
import { loggedJson, quietConsole } from "./quiet-console";

// A class's projector link through the whole Worker (docs/decisions/0015-classroom-in-a-real-lesson.md):
// what the class sees, read only. Its HTML, headers and scripts carry no teacher token and no way
// to the teacher's screen; a close, delete or CSV request made with it is a 404; it dies with the class.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];
/** What a page shows: its text without its scripts, whose island data carry every string of the projector's islands. */
const shown = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "");
const islandEntries = (page: string) =>
  [...page.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.island-[\w-]+\.js"/g)].map((match) => match[1]);

async function projectorOf(opened: OpenedClass, lang: Lang): Promise<string> {
  return projectorPath(lang, await projectorToken(opened.token));
}

async function addScores(opened: OpenedClass, lang: Lang, count: number) {
  for (let pupil = 1; pupil <= count; pupil += 1) {
    await (await joinAs(lang, opened.code, `Pupil${pupil}`)).arrayBuffer();
    const id = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ? AND nickname = ?")
      .bind(opened.id, `Pupil${pupil}`)
      .first<number>("id");
    await classGameRow(env.DB, { class_id: opened.id, pupil_id: id ?? 0, score: pupil * 5, grade: pupil * 5 }).run();
  }
}

describe("the projector link", () => {
  it.each(langs)(
    "shows in %s the code, the QR code and the class's rounds, and no name of a free game",
    async (lang) => {
      const opened = await openClass({ lang });
      await addScores(opened, lang, 12);
      await (await joinAs(lang, opened.code, "Idle")).arrayBuffer();
      const path = await projectorOf(opened, lang);
      const response = await siteFetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      const page = await response.text();
      expect(page).toContain(`>${opened.code}</p>`);
      expect(page).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" role="img"/);
      // One results area, the rounds': free games are each pupil's practice, and no name is on the
      // screen before a round ends (projector-no-names.test.ts has the rounds' results).
      expect(page).not.toMatch(/Pupil\d/);
      expect(page).not.toContain("<table");
      expect(shown(page)).toContain(html(strings[lang].projector.waiting.replace("{{pupils}}", "13")));
      // No control, no site frame, and no way to the teacher's screen (the room's beat is a button of
      // the hydrated page only: without its script it could not play).
      for (const absent of [
        "<form",
        "<button",
        "<nav",
        "<footer",
        "/t/",
        'value="close"',
        'value="delete"',
        "results.csv",
      ]) {
        expect(page, absent).not.toContain(absent);
      }
      expect(islandEntries(page).sort()).toEqual(["full-screen-button", "projector-round"]);
      expect(page).toContain(`"source":"${roundJsonPath(path)}"`);
    },
  );

  it("carries no teacher token in its HTML, headers or JSON, even with the teacher's one-time note", async () => {
    const opened = await openClass({ lang: "en" });
    const path = await projectorOf(opened, "en");
    const created = opened.cookies.find((cookie) => cookie.startsWith("class_created="))?.split(";")[0] ?? "";
    const response = await siteFetch(path, { headers: { Cookie: created } });
    // The projector's own page, not an error page that would hold no token either.
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`>${opened.code}</p>`);
    const everything = [...response.headers].join("\n") + page;
    expect(everything).not.toContain(opened.token);
    expect(response.headers.getSetCookie()).toEqual([]);
    const json = await siteFetch(roundJsonPath(path));
    expect(json.status).toBe(200);
    const body = await json.text();
    expect(JSON.parse(body)).toMatchObject({ ranking: [] });
    expect(body).not.toContain(opened.token);
  });

  it("shows the code alone at the teacher's choice: no ranking in its HTML, and the short address to type", async () => {
    const opened = await openClass({ lang: "es" });
    await addScores(opened, "es", 3);
    const response = await siteFetch(`${await projectorOf(opened, "es")}?show=code`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`>${opened.code}</p>`);
    // No results area (its words are in the islands' strings, which every projector page carries).
    expect(page).not.toContain('id="class-round"');
    expect(page).not.toContain("Pupil3");
    // The address as WebAddress writes it: a line may break after its slash.
    expect(page).toContain(`${new URL(siteOrigin).host}/<wbr/>aula`);
  });

  it("serves no list of the class's names and scores: beside it, only the round's JSON", async () => {
    const opened = await openClass({ lang: "ca" });
    await addScores(opened, "ca", 2);
    const projector = await projectorOf(opened, "ca");
    const list = await siteFetch(resultsJsonPath(projector));
    expect(list.status).toBe(404);
    expect(await list.text()).not.toMatch(/Pupil\d/);
    const round = await siteFetch(roundJsonPath(projector));
    expect(round.status).toBe(200);
    expect(await round.text()).not.toMatch(/Pupil\d/);
  });

  it("can do nothing but read: a close, delete or CSV request made with it is a 404", async () => {
    const opened = await openClass({ lang: "es" });
    const path = await projectorOf(opened, "es");
    for (const intent of ["close", "delete", "lock", "remove"]) {
      const post = await teacherPost(path, { intent });
      expect(post.status, intent).toBe(404);
      await post.arrayBuffer();
      const plain = await postForm(path, { intent }, { Origin: siteOrigin });
      expect(plain.status, intent).toBe(404);
      await plain.arrayBuffer();
    }
    const csv = await siteFetch(resultsCsvPath(path));
    expect(csv.status).toBe(404);
    await csv.arrayBuffer();
    const row = await env.DB.prepare("SELECT closed_at, locked_at FROM classes WHERE id = ?").bind(opened.id).first();
    expect(row).toEqual({ closed_at: null, locked_at: null });
  });

  it("says when nobody else can join, and dies with the class", async () => {
    const opened = await openClass({ lang: "ca" });
    const path = await projectorOf(opened, "ca");
    const open = await siteFetch(path);
    expect(open.status).toBe(200);
    expect(shown(await open.text())).not.toContain(caClassroom.projector.noJoining);
    expect((await teacherPost(opened.path, { intent: "lock" })).status).toBe(303);
    const locked = await siteFetch(path);
    expect(locked.status).toBe(200);
    expect(shown(await locked.text())).toContain(caClassroom.projector.noJoining);
    expect((await teacherPost(opened.path, { intent: "delete" })).status).toBe(303);
    for (const gone of [path, resultsJsonPath(path)]) {
      const response = await siteFetch(gone);
      expect(response.status, gone).toBe(404);
      await response.arrayBuffer();
    }
    expect(loggedJson()).not.toContain(path.split("/p/")[1]);
  });

  it("is the site's 404, with the site's frame, for a wrong token", async () => {
    const wrong = "C".repeat(43);
    const response = await siteFetch(projectorPath("es", wrong));
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain("<footer");
    expect(loggedJson()).not.toContain(wrong);
    expect(pages.classroom.es).toBe("/es/first-aiducation/aula");
  });
});
