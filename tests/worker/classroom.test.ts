import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dailyClientKey } from "~/.server/client-hash.server";
import { CLASSES_PER_ADDRESS_PER_DAY } from "~/features/classroom/class-rules";
import { tokenHash } from "~/features/classroom/server/class-token.server";
import { teacherPath } from "~/features/classroom/classroom-routes";
import { pages, type Lang } from "~/i18n-routes";
import { messages } from "~/locales/messages";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { html, joinAs, openClass, pupilCookie } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { classRow } from "../integration/class-rows";
import { quietConsole } from "./quiet-console";

// The classroom page and opening a class, through the whole Worker (docs/decisions/0014, 0015):
// the page is public and findable, and personal (never stored) only when a visitor's own state
// shows; a class is opened with its form, within the address's limits, its teacher link stored as
// a hash, and kept in this browser's list of classes.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

quietConsole();

async function classCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM classes").first<number>("n")) ?? 0;
}

function expectPersonal(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
}

describe("the classroom page", () => {
  it.each(langs)("is public in %s: indexed, in both sitemaps with its alternates, and not personal", async (lang) => {
    const response = await siteFetch(pages.classroom[lang]);
    expect(response.status).toBe(200);
    // Served from a tier of the edge as any page the same for everyone (the browser asks again).
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("X-Edge-Cache")).toMatch(/^(STATIC|HIT|MISS)$/);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    const page = await response.text();
    // Indexed as every public page of this configuration is (a local run or preview says noindex on all).
    const home = await (await siteFetch(pages.home[lang])).text();
    const robots = (html: string) => /<meta name="robots"[^>]*>/.exec(html)?.[0] ?? null;
    expect(robots(page)).toBe(robots(home));
    expect(page).toContain(`<link rel="canonical" href="${siteOrigin}${pages.classroom[lang]}"`);
    expect(page).toContain(html(messages[lang].pages.classroom.heading));
    expect(page).toContain(strings[lang].createHeading);
    const sitemap = await (await siteFetch("/sitemap.xml")).text();
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${siteOrigin}${pages.classroom[lang]}</loc>`));
    expect(entry.startsWith("<loc>")).toBe(true);
    for (const other of langs) {
      expect(entry.slice(0, entry.indexOf("</url>"))).toContain(`href="${siteOrigin}${pages.classroom[other]}"`);
    }
    const sitemapPage = await (await siteFetch(pages.sitemap[lang])).text();
    expect(sitemapPage).toContain(`href="${siteOrigin}${pages.classroom[lang]}"`);
  });

  it("points a join address's canonical at the page, and keeps none of it", async () => {
    const response = await siteFetch(`${pages.classroom.es}?code=K7MPQ2`);
    expectPersonal(response);
    const page = await response.text();
    expect(page).toContain(`<link rel="canonical" href="${siteOrigin}${pages.classroom.es}"`);
    expect(page).toContain('value="K7MPQ2"');
  });

  it("is personal for a pupil in a class, and for a form's answer", async () => {
    const { code } = await openClass({ lang: "es" });
    const joined = await joinAs("es", code, "Nora");
    const withPupil = await siteFetch(pages.classroom.es, { headers: { Cookie: pupilCookie(joined) } });
    expectPersonal(withPupil);
    expect(await withPupil.text()).toContain("Nora");
    const refused = await postForm(
      pages.classroom.ca,
      { intent: "create", class_name: " ", bpm: "130" },
      { Origin: siteOrigin },
    );
    expect(refused.status).toBe(400);
    expectPersonal(refused);
    await refused.arrayBuffer();
  });

  it("answers a form with errors in the page's language, and stores nothing", async () => {
    const before = await classCount();
    const response = await postForm(
      "/ca/first-aiducation/aula",
      { intent: "create", class_name: " ", bpm: "130" },
      { Origin: siteOrigin },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(caClassroom.errors.nameRequired);
    expect(page).toContain(html(caClassroom.errors.bpmInvalid));
    expect(await classCount()).toBe(before);
  });
});

describe("opening a class", () => {
  it("sends the teacher to its link, whose hash only is stored, with the teacher's two choices", async () => {
    const { path, token, cookies, id } = await openClass({ lang: "en", mode: "generated", board: true });
    expect(path).toBe(teacherPath("en", token));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT * FROM classes WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      teacher_token_hash: await tokenHash(token),
      board_allowed: 1,
      nickname_mode: "generated",
    });
    expect(row?.projector_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(String(row?.join_code)).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(cookies.some((cookie) => cookie.startsWith("class_created="))).toBe(true);
  });

  it("gives pupils generated nicknames and keeps the board closed unless the teacher chooses otherwise", async () => {
    const response = await postForm(
      pages.classroom.ca,
      { intent: "create", class_name: "3r A", bpm: "110" },
      { Origin: siteOrigin },
    );
    const token = (response.headers.get("Location") ?? "").split("/t/")[1] ?? "";
    const row = await env.DB.prepare("SELECT board_allowed, nickname_mode FROM classes WHERE teacher_token_hash = ?")
      .bind(await tokenHash(token))
      .first();
    expect(row).toEqual({ board_allowed: 0, nickname_mode: "generated" });
  });

  it("keeps the class in this browser's list, for the classroom page of every language, HttpOnly and Secure", async () => {
    const { cookies, token } = await openClass({ lang: "ca", name: "2n B" });
    const links = cookies.filter((cookie) => cookie.startsWith("class_links="));
    expect(links.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual(
      langs.map((lang) => pages.classroom[lang]).sort(),
    );
    for (const cookie of [...links, ...cookies.filter((c) => c.startsWith("class_created="))]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
    }
    const pair = links[0]?.split(";")[0] ?? "";
    for (const lang of langs) {
      const response = await siteFetch(pages.classroom[lang], { headers: { Cookie: pair } });
      expectPersonal(response);
      const page = await response.text();
      expect(page).toContain("2n B");
      expect(page).toContain(`href="${teacherPath(lang, token)}"`);
    }
    // Forgotten on this browser: the list's cookie goes, the class stays.
    const forgot = await postForm(
      pages.classroom.es,
      { intent: "forget", code: (await openedCode(token)) ?? "" },
      { Origin: siteOrigin, Cookie: pair },
    );
    expect(forgot.status).toBe(303);
    expect(forgot.headers.getSetCookie().filter((cookie) => /^class_links=;.*Max-Age=0/.test(cookie))).toHaveLength(3);
    expect(await openedCode(token)).not.toBeNull();
  });

  it("limits the classes opened from one address in a minute, with a message in the page's language", async () => {
    const ip = "192.0.2.77";
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await postForm(
        "/es/first-aiducation/aula",
        { intent: "create", class_name: `Clase ${attempt}`, bpm: "110" },
        { Origin: siteOrigin, "CF-Connecting-IP": ip },
      );
      answers.push(response.status);
      if (response.status === 429) expect(await response.text()).toContain(esClassroom.errors.createLimited);
      else await response.arrayBuffer();
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it(`holds the daily cap of ${CLASSES_PER_ADDRESS_PER_DAY} classes per address under a burst`, async () => {
    const ip = "203.0.113.61";
    const request = new Request(siteOrigin, { headers: { "CF-Connecting-IP": ip } });
    const key = await dailyClientKey(env.SCORE_SIGNING_KEY ?? "", "classes", request, Date.now());
    // The address has opened all but five of its classes today.
    const seeded = CLASSES_PER_ADDRESS_PER_DAY - 5;
    await env.DB.batch(
      Array.from({ length: seeded }, (_, n) =>
        classRow(env.DB, {
          name: "Seed",
          join_code: `Q${String(n).padStart(5, "0")}`.slice(0, 6).replace(/0/g, "Z"),
          creator_hash: key,
        }),
      ),
    );
    // Ten at once (the minute's limit): five fit under the cap, five are refused, in words.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        postForm(
          pages.classroom.en,
          { intent: "create", class_name: `Burst ${n}`, bpm: "110" },
          { Origin: siteOrigin, "CF-Connecting-IP": ip },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(303), ...Array(5).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(await refused?.text()).toContain(enClassroom.errors.dailyCap);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM classes WHERE creator_hash = ?")
      .bind(key)
      .first<number>("n");
    expect(stored).toBe(CLASSES_PER_ADDRESS_PER_DAY);
  });

  it("counts an IPv6 client by its /64: another address of the network shares the minute's limit", async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      const response = await postForm(
        pages.classroom.ca,
        { intent: "create", class_name: `IPv6 ${n}`, bpm: "110" },
        { Origin: siteOrigin, "CF-Connecting-IP": `2001:db8:77:1::${n.toString(16)}` },
      );
      answers.push(response.status);
      await response.arrayBuffer();
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(answers[10]).toBe(429);
  });
});

async function openedCode(token: string): Promise<string | null> {
  return env.DB.prepare("SELECT join_code FROM classes WHERE teacher_token_hash = ?")
    .bind(await tokenHash(token))
    .first<string>("join_code");
}
