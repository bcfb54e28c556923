import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenHash } from "~/features/classroom/class-token.server";
import { projectorPath, resultsCsvPath, resultsJsonPath, teacherPath } from "~/features/classroom/classroom-routes";
import { qrCodeSvg } from "~/features/classroom/qr-code.server";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { postForm, siteFetch } from "./front-door";

// The teacher's screen through the whole Worker (docs/decisions/0014-classroom-sessions.md): the
// class's results as JSON beside the teacher link, for the live table; the QR code of the join
// address; the projector view. All private, as the link itself, and the log never holds a token.

let consoleSpies: { mock: { calls: unknown[][] } }[] = [];
beforeEach(() => {
  consoleSpies = (["log", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
});
afterEach(() => vi.restoreAllMocks());

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];
/** Text as React writes it in HTML. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

/** The module scripts of a page: the entries of its islands. */
const islandEntries = (page: string) =>
  [...page.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.entry-[\w-]+\.js"/g)].map((match) => match[1]);

/** Everything the Worker wrote to the console during the test. */
const logged = () => JSON.stringify(consoleSpies.flatMap((spy) => spy.mock.calls));

function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
}

/** Opens a class from the classroom page: its teacher link's path and token, and its join code. */
async function openClass(lang: Lang) {
  const response = await postForm(
    pages.classroom[lang],
    { class_name: "2n ESO A", bpm: "110" },
    { Origin: siteOrigin },
  );
  expect(response.status).toBe(303);
  const path = new URL(response.headers.get("Location") ?? "", siteOrigin).pathname;
  const token = path.split("/t/")[1] ?? "";
  const stored = await env.DB.prepare("SELECT id, join_code FROM classes WHERE teacher_token_hash = ?")
    .bind(await tokenHash(token))
    .first<{ id: number; join_code: string }>();
  return { path, token, classId: stored?.id ?? 0, code: stored?.join_code ?? "" };
}

/** A pupil who joined the class through its form, with the games given saved (scores only vary). */
async function addPupil(lang: Lang, classId: number, code: string, nickname: string, scores: number[] = []) {
  const joined = await postForm(pages.classroom[lang], { intent: "join", code, nickname }, { Origin: siteOrigin });
  expect(joined.status).toBe(303);
  const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ? AND nickname = ?")
    .bind(classId, nickname)
    .first<number>("id");
  for (const score of scores) {
    await env.DB.prepare(
      `INSERT INTO class_games (class_id, pupil_id, score, accuracy, success_rate, compressions, mean_rate_bpm,
        share_in_window, game_id) VALUES (?, ?, ?, 80, 90, 60, 112, 75, ?)`,
    )
      .bind(classId, pupil, score, crypto.randomUUID())
      .run();
  }
}

describe("the class's results as JSON", () => {
  it.each(["ca", "es", "en"] as Lang[])("are the teacher's rows in %s, private and never stored", async (lang) => {
    const { path, classId, code } = await openClass(lang);
    const empty = await siteFetch(resultsJsonPath(path));
    expect(empty.status).toBe(200);
    expectPrivate(empty);
    expect(empty.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await empty.json()).toEqual({ closed: false, rows: [] });

    await addPupil(lang, classId, code, "Laia", [72, 90]);
    await addPupil(lang, classId, code, "Pol");
    const response = await siteFetch(resultsJsonPath(path));
    expectPrivate(response);
    expect(await response.json()).toEqual({
      closed: false,
      rows: [
        { nickname: "Laia", games: 2, best: 90, meanRateBpm: 112, accuracy: 80, shareInWindow: 75 },
        { nickname: "Pol", games: 0, best: null, meanRateBpm: null, accuracy: null, shareInWindow: null },
      ],
    });
  });

  it("say when the class is closed", async () => {
    const { path } = await openClass("es");
    await (await postForm(path, { intent: "close" }, { Origin: siteOrigin })).arrayBuffer();
    expect(await (await siteFetch(resultsJsonPath(path))).json()).toEqual({ closed: true, rows: [] });
  });

  it("are the site's 404 for a wrong or missing token, and the log never holds it", async () => {
    const { token } = await openClass("ca");
    const wrong = "B".repeat(43);
    for (const path of [
      resultsJsonPath(teacherPath("ca", wrong)),
      resultsJsonPath(teacherPath("en", "short-secret")),
      `${pages.classroom.es}/t/results.json`,
      resultsJsonPath(teacherPath("es", token)).toUpperCase(),
    ]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      if (path.includes("/t/")) expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
    const log = logged();
    expect(log).toContain("/t/[token]");
    for (const secret of [wrong, "short-secret", token, token.toUpperCase()]) expect(log).not.toContain(secret);
  });

  it("take no post", async () => {
    const { path } = await openClass("en");
    const response = await postForm(resultsJsonPath(path), { intent: "delete" }, { Origin: siteOrigin });
    expect(response.status).toBe(405);
    await response.arrayBuffer();
    expect(logged()).not.toContain(path.split("/t/")[1]);
  });
});

describe("the teacher's screen", () => {
  it.each(langs)("shows the join address in %s as text and as a QR code made on the server", async (lang) => {
    const { path, code } = await openClass(lang);
    const response = await siteFetch(path);
    expectPrivate(response);
    const page = await response.text();
    const joinAddress = `${siteOrigin}${pages.classroom[lang]}?code=${code}`;
    const label = strings[lang].teacher.qrLabel.replace("{{address}}", joinAddress);
    expect(page).toContain(qrCodeSvg(joinAddress, label));
    expect(page).toContain(html(strings[lang].teacher.joinAt.replace("{{address}}", joinAddress)));
    expect(page).toMatch(new RegExp(`<p class="font-mono[^"]*">${code}</p>`));
    expect(page).toContain(`href="${projectorPath(path)}"`);
  });

  it("hydrates the live results and, once, the teacher link's copy button, and not the application", async () => {
    const { path } = await openClass("es");
    const created = await postForm(pages.classroom.es, { class_name: "1r A", bpm: "110" }, { Origin: siteOrigin });
    const cookie = (created.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const first = await (
      await siteFetch(created.headers.get("Location") ?? "", { headers: { Cookie: cookie } })
    ).text();
    expect(islandEntries(first)).toEqual(["copy-link", "class-results"]);
    expect(first).not.toContain("__remixContext");
    expect(first).toMatch(
      /<div data-island="copy-link">[\s\S]+?<\/div><script type="application\/json">\{"props":\{"link":"/,
    );
    const later = await (await siteFetch(path)).text();
    expect(islandEntries(later)).toEqual(["class-results"]);
    expect(later).toContain(`<script type="application/json">{"props":{"source":"${resultsJsonPath(path)}","rows":[]`);
  });

  it("runs no script once the class is closed: its results no longer change", async () => {
    const { path, classId, code } = await openClass("ca");
    await addPupil("ca", classId, code, "Laia", [70]);
    await (await postForm(path, { intent: "close" }, { Origin: siteOrigin })).arrayBuffer();
    for (const view of [path, projectorPath(path)]) {
      const page = await (await siteFetch(view)).text();
      expect(islandEntries(page), view).toEqual([]);
      expect(page, view).not.toContain("modulepreload");
      expect(page, view).toContain(">Laia</th>");
    }
  });
});

describe("the projector view", () => {
  it.each(langs)("shows the code, the QR code and the top ten in %s, and no control", async (lang) => {
    const { path, classId, code } = await openClass(lang);
    for (let pupil = 1; pupil <= 12; pupil += 1) await addPupil(lang, classId, code, `Pupil${pupil}`, [pupil * 5]);
    await addPupil(lang, classId, code, "Idle");
    const response = await siteFetch(projectorPath(path));
    expect(response.status).toBe(200);
    expectPrivate(response);
    const page = await response.text();
    expect(page).toContain('<meta name="referrer" content="no-referrer"');
    expect(page).toContain(`>${code}</p>`);
    expect(page).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" role="img"/);
    expect(page).toContain(html(strings[lang].teacher.topHeading));
    expect(page).toContain(`href="${path}"`);
    const listed = [...page.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(listed).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((pupil) => `Pupil${pupil}`));
    for (const control of ["<form", "<button", resultsCsvPath(path), 'value="close"', 'value="delete"']) {
      expect(page, control).not.toContain(control);
    }
    expect(islandEntries(page)).toEqual(["class-results"]);
    expect(page).toContain(`"view":"top"`);
  });

  it("never shows the teacher link, and leaves its one-time note for the teacher's screen", async () => {
    const created = await postForm(pages.classroom.en, { class_name: "Year 9", bpm: "110" }, { Origin: siteOrigin });
    const path = new URL(created.headers.get("Location") ?? "", siteOrigin).pathname;
    const cookie = (created.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const projected = await siteFetch(projectorPath(path), { headers: { Cookie: cookie } });
    expect(projected.headers.get("Set-Cookie")).toBeNull();
    expect(await projected.text()).not.toContain(`${siteOrigin}${path}`);
    const screen = await siteFetch(path, { headers: { Cookie: cookie } });
    expect(await screen.text()).toContain(`${siteOrigin}${path}`);
  });

  it("is the site's 404 for a wrong token, and the log never holds it", async () => {
    const wrong = "C".repeat(43);
    const response = await siteFetch(projectorPath(teacherPath("es", wrong)));
    expect(response.status).toBe(404);
    expectPrivate(response);
    await response.arrayBuffer();
    expect(logged()).not.toContain(wrong);
  });
});
