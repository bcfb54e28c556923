import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLASS_PUPILS_MAX } from "~/features/classroom/class-rules";
import { tokenHash } from "~/features/classroom/class-token.server";
import { WRONG_CODES_MAX } from "~/features/classroom/join-class.server";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { postForm, siteFetch } from "./front-door";

// Pupils joining a class through the whole Worker (docs/decisions/0014-classroom-sessions.md):
// one answer for an unknown, closed or deleted class; the limits of a class and of wrong codes
// per address, each with its message; and the teacher's table, which lists who joined.

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;
const html = (text: string) => text.replaceAll("'", "&#x27;");

beforeEach(() => {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function openClass(lang: Lang) {
  const response = await postForm(
    pages.classroom[lang],
    { intent: "create", class_name: "3r B", bpm: "110" },
    {
      Origin: siteOrigin,
    },
  );
  const location = new URL(response.headers.get("Location") ?? "", siteOrigin).pathname;
  const token = location.split("/t/")[1] ?? "";
  const code = await env.DB.prepare("SELECT join_code FROM classes WHERE teacher_token_hash = ?")
    .bind(await tokenHash(token))
    .first<string>("join_code");
  return { teacher: location, code: code ?? "" };
}

function join(lang: Lang, code: string, nickname: string, ip: string = crypto.randomUUID()) {
  return postForm(
    pages.classroom[lang],
    { intent: "join", code, nickname },
    { Origin: siteOrigin, "CF-Connecting-IP": ip },
  );
}

describe("a pupil joining a class", () => {
  it.each(["ca", "es", "en"] as Lang[])(
    "joins in %s with the code as typed, and the teacher sees the row",
    async (lang) => {
      const { teacher, code } = await openClass(lang);
      const joined = await join(lang, ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `, "Laia");
      expect(joined.status).toBe(303);
      const cookie = (joined.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^class_pupil=/);
      expect(joined.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
      const page = await (await siteFetch(pages.classroom[lang], { headers: { Cookie: cookie } })).text();
      expect(page).toContain("Laia");
      expect(page).toContain("3r B");
      const screen = await (await siteFetch(teacher)).text();
      expect(screen).toContain(">Laia</th>");
      // As shown: the live table's island carries its strings, this one included, in its data.
      expect(screen).not.toContain(`>${html(strings[lang].teacher.noPupils)}</p>`);
    },
  );

  it("gets one answer for an unknown, a closed and a deleted class", async () => {
    const closed = await openClass("ca");
    await (await postForm(closed.teacher, { intent: "close" }, { Origin: siteOrigin })).arrayBuffer();
    const deleted = await openClass("ca");
    await (await postForm(deleted.teacher, { intent: "delete" }, { Origin: siteOrigin })).arrayBuffer();
    const answers = [];
    for (const code of ["ZZZZZZ", closed.code, deleted.code, "0OIL1?"]) {
      const response = await join("ca", code, "Pol");
      answers.push({
        status: response.status,
        hasMessage: (await response.text()).includes(html(caClassroom.notOpen)),
      });
    }
    expect(answers).toEqual(Array(4).fill({ status: 400, hasMessage: true }));
  });

  it("refuses a nickname of the word list or taken in the class, without counting a wrong code", async () => {
    const { code } = await openClass("es");
    await (await join("es", code, "Marta")).arrayBuffer();
    const taken = await join("es", code, "MARTA");
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(esClassroom.errors.nicknameTaken);
    const empty = await join("es", code, "  ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(esClassroom.errors.nicknameRequired);
  });

  it("limits wrong codes per address: over the limit, even the right code is refused", async () => {
    const { code } = await openClass("en");
    const ip = "198.51.100.9";
    for (let attempt = 0; attempt < WRONG_CODES_MAX; attempt += 1) {
      const wrong = await join("en", "ZZZZZZ", `Guess ${attempt}`, ip);
      expect(wrong.status).toBe(400);
      await wrong.arrayBuffer();
    }
    const right = await join("en", code, "Ana", ip);
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(enClassroom.errors.codeLimited);
    // Another address of the same school is not held back.
    const other = await join("en", code, "Ana", "198.51.100.10");
    expect(other.status).toBe(303);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM class_join_failures").first<number>("n");
    expect(stored).toBeGreaterThanOrEqual(WRONG_CODES_MAX);
    const keys = await env.DB.prepare("SELECT client_hash FROM class_join_failures").all<{ client_hash: string }>();
    expect(JSON.stringify(keys.results)).not.toContain("198.51.100.9");
  });

  it(
    `takes ${CLASS_PUPILS_MAX} pupils from one school address, and refuses the next`,
    { timeout: 60_000 },
    async () => {
      const { code } = await openClass("ca");
      const school = "192.0.2.60";
      for (let pupil = 1; pupil <= CLASS_PUPILS_MAX; pupil += 1) {
        const response = await join("ca", code, `Alumne ${pupil}`, school);
        expect(response.status, `pupil ${pupil}`).toBe(303);
      }
      const next = await join("ca", code, "Alumne 61", school);
      expect(next.status).toBe(409);
      expect(await next.text()).toContain(html(caClassroom.errors.classFull));
    },
  );

  it("gives the teacher the class's results as CSV in the link's language, and a wrong token nothing", async () => {
    const { teacher, code } = await openClass("ca");
    await (await join("ca", code, "=Bru")).arrayBuffer();
    await (await join("ca", code, "Aina")).arrayBuffer();
    const csv = await siteFetch(`${teacher}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe(`attachment; filename="class-${code}.csv"`);
    expect(csv.headers.get("Cache-Control")).toBe("no-store");
    expect(csv.headers.get("X-Edge-Cache")).toBeNull();
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(Object.values(caClassroom.columns).join(","));
    expect(lines.slice(1, 3).sort()).toEqual(["'=Bru,0,,,,", "Aina,0,,,,"]);
    const wrong = await siteFetch(`${teacher.replace(/t\/.*/, `t/${"B".repeat(43)}`)}/results.csv`);
    expect(wrong.status).toBe(404);
    await wrong.arrayBuffer();
  });

  it("lets a pupil leave the class in this browser (the class keeps the pupil's row), and join another", async () => {
    const first = await openClass("es");
    const joined = await join("es", first.code, "Gala");
    const cookie = (joined.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const left = await postForm(
      pages.classroom.es,
      { intent: "leave", form_stamp: null },
      { Origin: siteOrigin, Cookie: cookie },
    );
    expect(left.status).toBe(303);
    expect(left.headers.get("Location")).toBe(pages.classroom.es);
    expect(left.headers.get("Set-Cookie")).toMatch(/^class_pupil=;.*Max-Age=0/i);
    const page = await (await siteFetch(pages.classroom.es)).text();
    expect(page).toContain(esClassroom.joinHeading);
    expect(await (await siteFetch(first.teacher)).text()).toContain(">Gala</th>");
    const second = await openClass("es");
    expect((await join("es", second.code, "Gala")).status).toBe(303);
  });
});
