import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { projectorToken, tokenHash } from "~/features/classroom/server/class-token.server";
import { projectorPath, resultsJsonPath, teacherPath } from "~/features/classroom/classroom-routes";
import { qrCodeSvg } from "~/features/classroom/teacher/qr-code.server";
import { pages, type Lang } from "~/i18n-routes";
import { ISLAND_PLAN_ID } from "~/lib/islands/island-data";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { addPupil, html, openClass, teacherPost, type OpenedClass } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { loggedJson, quietConsole } from "./quiet-console";

// A class's teacher link through the whole Worker (docs/decisions/0014-classroom-sessions.md, 0015):
// right after opening, a step that asks the teacher to keep the link and shows nothing else; then
// the class's screen, with the code first and the link behind a closed disclosure; the teacher's
// controls, and a second step before deleting. All private, and the log never holds a token.
// The controls of the class's state (lock, unlock, close, reopen) are classroom-class-state.test.ts's.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

/** The module scripts of a page: the entries of its islands. */
/** The islands a page loads: at once (a module script) or when needed (the page's island plan). */
const islandEntries = (page: string) => [
  ...[...page.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.island-[\w-]+\.js"/g)].map((match) => match[1]),
  ...Object.keys(
    JSON.parse(
      new RegExp(`<script id="${ISLAND_PLAN_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1] ?? "{}",
    ) as Record<string, unknown>,
  ),
];

function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
}

/** The opening's one-time note, as the browser sends it back to the teacher link. */
const note = (opened: OpenedClass) =>
  opened.cookies.find((cookie) => cookie.startsWith("class_created="))?.split(";")[0] ?? "";

describe("the teacher link, right after the class was opened", () => {
  it.each(langs)("asks in %s to keep the link, and shows nothing a projector should not", async (lang) => {
    const opened = await openClass({ lang, name: "2n ESO A" });
    const first = await siteFetch(opened.path, { headers: { Cookie: note(opened) } });
    expect(first.status).toBe(200);
    expectPrivate(first);
    expect(first.headers.getSetCookie().some((cookie) => /^class_created=;/.test(cookie))).toBe(true);
    const page = await first.text();
    expect(page).toContain(html(strings[lang].teacher.keepHeading.replace("{{name}}", "2n ESO A")));
    expect(page).toContain(`value="${siteOrigin}${opened.path}"`);
    expect(page).toMatch(/<a href="data:text\/html;charset=utf-8,[^"]+" download="2n-ESO-A\.html"/);
    expect(page).toContain(`href="${opened.path}"`);
    // Not the code, not the QR code: this is the screen's first moment, when it may be projected.
    expect(page).not.toContain(`>${opened.code}<`);
    expect(page).not.toMatch(/<svg[^>]*role="img"/);
    expect(islandEntries(page)).toEqual(["copy-link"]);
    // The downloaded file holds the link, and the class's name escaped.
    const file = decodeURIComponent(/href="data:text\/html;charset=utf-8,([^"]+)"/.exec(page)?.[1] ?? "");
    expect(file).toContain(`<a href="${siteOrigin}${opened.path}">`);
  });

  it("escapes the class's name in the downloaded file", async () => {
    const opened = await openClass({ lang: "es", name: '<b>1r</b> & "A"' });
    const page = await (await siteFetch(opened.path, { headers: { Cookie: note(opened) } })).text();
    const file = decodeURIComponent(
      /href="data:text\/html;charset=utf-8,([^"]+)"/.exec(page.replaceAll("&amp;", "&"))?.[1] ?? "",
    );
    expect(file).toContain("&lt;b&gt;1r&lt;/b&gt; &amp; &quot;A&quot;");
    expect(file).not.toContain("<b>1r</b>");
  });
});

describe("the class's screen", () => {
  it.each(langs)(
    "shows the code first in %s, the join address and its QR code, and the link only behind a closed disclosure",
    async (lang) => {
      const opened = await openClass({ lang });
      const response = await siteFetch(opened.path);
      expectPrivate(response);
      const page = await response.text();
      const joinAddress = `${siteOrigin}${pages.classroom[lang]}?code=${opened.code}`;
      const label = strings[lang].teacher.qrLabel.replace("{{address}}", joinAddress);
      expect(page).toContain(qrCodeSvg(joinAddress, label));
      expect(page).toMatch(new RegExp(`<p class="font-mono[^"]*">${opened.code}</p>`));
      expect(page.indexOf(`>${opened.code}</p>`)).toBeLessThan(
        page.indexOf(html(strings[lang].teacher.resultsHeading)),
      );
      expect(page).toContain(`href="${projectorPath(lang, await projectorToken(opened.token))}"`);
      // The link is inside a <details> that is not open.
      const details = /<details class="rounded-2xl[^>]*>([\s\S]*?)<\/details>/.exec(page);
      expect(details?.[0]).not.toMatch(/<details[^>]*\bopen\b/);
      expect(details?.[1]).toContain(`value="${siteOrigin}${opened.path}"`);
      // Nowhere else in what the page shows (the copy button's island data aside).
      const shown = page.replace(/<script[\s\S]*?<\/script>/g, "");
      expect(shown.split(`${siteOrigin}${opened.path}`)).toHaveLength(2);
      expect(islandEntries(page).sort()).toEqual(["class-results", "copy-link", "lesson-results", "round-panel"]);
    },
  );

  it("lists the pupils live, each with the teacher's actions, and runs no live script once closed", async () => {
    const opened = await openClass({ lang: "ca" });
    const laia = await addPupil(opened, "ca", "Laia", [70]);
    const live = await (await siteFetch(opened.path)).text();
    expect(live).toContain(`<script type="application/json">{"props":{"source":"${resultsJsonPath(opened.path)}"`);
    expect(live).toContain(`href="${opened.path}?pupil=${laia}"`);
    expect((await teacherPost(opened.path, { intent: "close" })).status).toBe(303);
    const closed = await (await siteFetch(opened.path)).text();
    expect(islandEntries(closed)).toEqual(["copy-link"]);
    expect(closed).toContain(">Laia</th>");
    expect(closed).toContain('value="reopen"');
  });
});

describe("the class's results as JSON", () => {
  it("are the teacher's rows, private, with each pupil's id for the teacher's actions", async () => {
    // Games stored without their presses' times: no timing measure (class-game-quality.test.ts has them).
    const untimed = {
      compressionFraction: null,
      rateSpread: null,
      longestPauseS: null,
      rateAtEnd: null,
      tooRegular: 0,
      // Games of taps: their depth not measured.
      depthResults: 0,
      depthMeanMm: null,
      depthInBand: null,
    };
    const opened = await openClass({ lang: "es" });
    const empty = await siteFetch(resultsJsonPath(opened.path));
    expectPrivate(empty);
    expect(await empty.json()).toEqual({ closed: false, rows: [] });
    const laia = await addPupil(opened, "es", "Laia", [72, 90]);
    const pol = await addPupil(opened, "es", "Pol");
    expect(await (await siteFetch(resultsJsonPath(opened.path))).json()).toEqual({
      closed: false,
      rows: [
        {
          id: laia,
          nickname: "Laia",
          rejoinUntil: null,
          rejoinCode: null,
          playing: false,
          games: 2,
          // Saved at once: the later of the two is the latest. Stored without a verdict.
          latestGrade: 90,
          verdict: null,
          best: 90,
          grade: 90,
          meanRateBpm: 112,
          accuracy: 80,
          shareInWindow: 75,
          ...untimed,
        },
        {
          id: pol,
          nickname: "Pol",
          rejoinUntil: null,
          rejoinCode: null,
          playing: false,
          games: 0,
          latestGrade: null,
          verdict: null,
          best: null,
          grade: null,
          meanRateBpm: null,
          accuracy: null,
          shareInWindow: null,
          ...untimed,
        },
      ],
    });
  });

  it("are the site's 404 for a wrong token, take no post, and the log never holds a token", async () => {
    const opened = await openClass({ lang: "ca" });
    const wrong = "B".repeat(43);
    for (const path of [
      resultsJsonPath(teacherPath("ca", wrong)),
      resultsJsonPath(teacherPath("en", "short-secret")),
      resultsJsonPath(teacherPath("es", opened.token)).toUpperCase(),
    ]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const post = await postForm(resultsJsonPath(opened.path), { intent: "delete" }, { Origin: siteOrigin });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
    const log = loggedJson();
    for (const secret of [wrong, "short-secret", opened.token, opened.token.toUpperCase()])
      expect(log).not.toContain(secret);
  });
});

describe("the teacher's controls", () => {
  it("delete only after a second step that says what goes, destructive and apart from closing", async () => {
    const opened = await openClass({ lang: "ca" });
    await addPupil(opened, "ca", "Laia", [70, 80]);
    const screen = await (await siteFetch(opened.path)).text();
    expect(screen).not.toContain('value="delete"');
    expect(screen).toMatch(new RegExp(`<a href="${opened.path}\\?confirm=delete" class="[^"]*border-red-700`));
    const ask = await siteFetch(`${opened.path}?confirm=delete`);
    expectPrivate(ask);
    const askPage = await ask.text();
    expect(askPage).toContain(
      html(caClassroom.teacher.deleteLoses.replace("{{pupils}}", "1").replace("{{games}}", "2")),
    );
    expect(askPage).toMatch(/<button type="submit" name="intent" value="delete" class="[^"]*bg-red-700/);
    expect(askPage).toContain(`<a href="${opened.path}"`);

    const removed = await teacherPost(opened.path, { intent: "delete" });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe(pages.classroom.ca);
    expect(removed.headers.getSetCookie().find((cookie) => cookie.startsWith("class_deleted="))).toMatch(/; Secure/);
    expect(await env.DB.prepare("SELECT id FROM classes WHERE id = ?").bind(opened.id).first()).toBeNull();
    const gone = await siteFetch(opened.path);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });

  it("are the site's 404 for a wrong token, and refused from another site", async () => {
    const opened = await openClass({ lang: "ca" });
    const wrong = "A".repeat(43);
    const post = await teacherPost(teacherPath("ca", wrong), { intent: "delete" });
    expect(post.status).toBe(404);
    await post.arrayBuffer();
    const crossSite = await postForm(opened.path, { intent: "delete" }, { Origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    await crossSite.arrayBuffer();
    expect(
      await env.DB.prepare("SELECT id FROM classes WHERE teacher_token_hash = ?")
        .bind(await tokenHash(opened.token))
        .first(),
    ).not.toBeNull();
    expect(loggedJson()).not.toContain(wrong);
    expect(loggedJson()).not.toContain(opened.token);
  });

  it("keep the token out of the log in any spelling of the path", async () => {
    const opened = await openClass({ lang: "es" });
    const spelled = opened.path.replace("/aula/", "/aul%61/");
    const response = await siteFetch(spelled);
    await response.arrayBuffer();
    for (const path of [spelled, opened.path.replace("/t/", "/%74/"), opened.path.toUpperCase()]) {
      await (await siteFetch(path)).arrayBuffer();
    }
    const log = loggedJson();
    expect(log).not.toContain(opened.token);
    expect(log).not.toContain(opened.token.toUpperCase());
  });
});
