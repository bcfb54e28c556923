import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baseSecurityHeaders } from "~/.server/security-headers";
import { tokenHash } from "~/features/classroom/class-token.server";
import { teacherPath } from "~/features/classroom/classroom-routes";
import { pages, type Lang } from "~/i18n-routes";
import { messages } from "~/locales/messages";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { postForm, siteFetch } from "./front-door";

// Classroom sessions through the whole Worker (docs/decisions/0014-classroom-sessions.md): the
// classroom page and a class's teacher link are private (never stored, kept or indexed), a class
// is opened with the page's form, and its teacher link opens it, in the log as `[token]` only.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const langs: Lang[] = ["ca", "es", "en"];

let consoleSpies: { mock: { calls: unknown[][] } }[] = [];
beforeEach(() => {
  consoleSpies = (["log", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Everything the Worker wrote to the console during the test. */
function logged(): string {
  return JSON.stringify(consoleSpies.flatMap((spy) => spy.mock.calls));
}

function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
}

async function classCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM classes").first<number>("n")) ?? 0;
}

async function classExists(token: string): Promise<boolean> {
  const row = await env.DB.prepare("SELECT id FROM classes WHERE teacher_token_hash = ?")
    .bind(await tokenHash(token))
    .first();
  return row !== null;
}

/** Opens a class from the classroom page; returns the teacher link's path and the class's cookie. */
async function openClass(lang: Lang, name = "4t ESO B", ip = crypto.randomUUID()) {
  const response = await postForm(
    pages.classroom[lang],
    { class_name: name, bpm: "115" },
    {
      Origin: siteOrigin,
      "CF-Connecting-IP": ip,
    },
  );
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  return { path: new URL(location, siteOrigin).pathname, cookie, token: location.split("/t/")[1] ?? "" };
}

describe("the classroom page", () => {
  it.each(langs)("is private in %s: never stored, kept or indexed", async (lang) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await siteFetch(pages.classroom[lang]);
      expect(response.status).toBe(200);
      expectPrivate(response);
      expect(response.headers.get("Strict-Transport-Security")).toBe(baseSecurityHeaders["Strict-Transport-Security"]);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).toContain(messages[lang].pages.classroom.heading.replaceAll("'", "&#x27;"));
      expect(html).toContain(strings[lang].createHeading);
    }
    const sitemap = await (await siteFetch("/sitemap.xml")).text();
    expect(sitemap).not.toContain(pages.classroom[lang]);
  });

  it("answers a form with errors in the page's language, and stores nothing", async () => {
    const before = await classCount();
    const response = await postForm(
      "/ca/first-aiducation/aula",
      { class_name: " ", bpm: "130" },
      { Origin: siteOrigin },
    );
    expect(response.status).toBe(400);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain(caClassroom.errors.nameRequired);
    expect(html).toContain(caClassroom.errors.bpmInvalid.replaceAll("'", "&#x27;"));
    expect(await classCount()).toBe(before);
  });

  it("opens a class and sends the teacher to its link, whose hash only is stored", async () => {
    const { path, cookie, token } = await openClass("en");
    expect(path).toBe(teacherPath("en", token));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT * FROM classes").first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "4t ESO B", bpm: 115, teacher_token_hash: await tokenHash(token) });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(String(row?.join_code)).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(cookie).toMatch(/^class_created=/);
  });

  it("limits the classes opened from one address, with a message in the page's language", async () => {
    const ip = "192.0.2.77";
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await postForm(
        "/es/first-aiducation/aula",
        { class_name: `Clase ${attempt}`, bpm: "110" },
        {
          Origin: siteOrigin,
          "CF-Connecting-IP": ip,
        },
      );
      answers.push(response.status);
      if (response.status === 429) expect(await response.text()).toContain(esClassroom.errors.createLimited);
      else await response.arrayBuffer();
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});

describe("a class's teacher link", () => {
  it.each(langs)("shows the class in %s, and the link itself once", async (lang) => {
    const { path, cookie, token } = await openClass(lang);
    const first = await siteFetch(path, { headers: { Cookie: cookie } });
    expect(first.status).toBe(200);
    expectPrivate(first);
    const html = await first.text();
    const joinCode = await env.DB.prepare("SELECT join_code FROM classes WHERE teacher_token_hash = ?")
      .bind(await tokenHash(token))
      .first<string>("join_code");
    expect(html).toContain(joinCode);
    expect(html).toContain(`${siteOrigin}${path}`);
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
    expect(html).toContain(strings[lang].teacher.noPupils.replaceAll("'", "&#x27;"));
    expect(first.headers.get("Set-Cookie")).toMatch(/^class_created=;/);
    const again = await (await siteFetch(path)).text();
    expect(again).toContain(joinCode);
    expect(again).not.toContain(`${siteOrigin}${path}`);
  });

  it("is the site's 404 for a wrong or missing token, and the log never holds it", async () => {
    const { token } = await openClass("ca");
    const wrong = "A".repeat(43);
    for (const path of [teacherPath("ca", wrong), teacherPath("es", "short-secret"), `${pages.classroom.en}/t`]) {
      const response = await siteFetch(path);
      expect(response.status, path).toBe(404);
      if (path.includes("/t/")) expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
    const post = await postForm(teacherPath("ca", wrong), { intent: "delete" }, { Origin: siteOrigin });
    expect(post.status).toBe(404);
    await post.arrayBuffer();
    expect(await classExists(token)).toBe(true);
    const log = logged();
    expect(log).toContain("/t/[token]");
    expect(log).not.toContain(wrong);
    expect(log).not.toContain("short-secret");
  });

  it("refuses a post from another site", async () => {
    const { path, token } = await openClass("ca");
    const response = await postForm(path, { intent: "delete" }, { Origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
    await response.arrayBuffer();
    expect(await classExists(token)).toBe(true);
    expect(logged()).not.toContain(path);
  });

  it("closes the class, whose results stay, then deletes it", async () => {
    const { path, token } = await openClass("ca");
    // As a browser posts from a page with `Referrer-Policy: no-referrer`: no origin, same-origin.
    const close = await postForm(path, { intent: "close" }, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(close.status).toBe(303);
    expect(new URL(close.headers.get("Location") ?? "", siteOrigin).pathname).toBe(path);
    const closed = await (await siteFetch(path)).text();
    expect(closed).toContain(caClassroom.teacher.closed.replaceAll("'", "&#x27;"));
    expect(closed).not.toContain('value="close"');
    const hash = await tokenHash(token);
    expect(
      await env.DB.prepare("SELECT closed_at FROM classes WHERE teacher_token_hash = ?").bind(hash).first("closed_at"),
    ).toMatch(/^20\d\d-/);

    const remove = await postForm(path, { intent: "delete" }, { Origin: siteOrigin });
    expect(remove.status).toBe(303);
    expect(remove.headers.get("Location")).toBe(pages.classroom.ca);
    expect(await classExists(token)).toBe(false);
    const note = (remove.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const after = await siteFetch(pages.classroom.ca, { headers: { Cookie: note } });
    expectPrivate(after);
    expect(await after.text()).toContain(caClassroom.teacher.deleted.replaceAll("'", "&#x27;"));
    const gone = await siteFetch(path);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
    expect(logged()).not.toContain(token);
  });
});
