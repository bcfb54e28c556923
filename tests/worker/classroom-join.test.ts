import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLASS_PUPILS_MAX } from "~/features/classroom/class-rules";
import { ADDRESS_WRONG_CODES_MAX, WRONG_CODES_MAX } from "~/features/classroom/pupil/join-class.server";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { deviceCookie, html, joinAs, openClass, pupilCookie, rowsOf, teacherPost } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Pupils joining a class through the whole Worker (docs/decisions/0014-classroom-sessions.md, 0015):
// one answer for an unknown, closed or deleted class; caps that hold under a burst; nicknames
// normalised before they are compared or checked; one device, one pupil; a pupil who comes back.

quietConsole();

const MANY_REQUESTS_MS = 120_000;

describe("a pupil joining a class", () => {
  it.each(["ca", "es", "en"] as Lang[])(
    "joins in %s with the code as typed, and stays in it in every language",
    async (lang) => {
      const { path, code } = await openClass({ lang, name: "3r B" });
      const joined = await joinAs(lang, ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `, "Laia");
      expect(joined.status).toBe(303);
      const set = joined.headers.getSetCookie().filter((cookie) => cookie.startsWith("class_pupil="));
      expect(set.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual(
        Object.values(pages.classroom).sort(),
      );
      for (const cookie of set) expect(cookie).toMatch(/; HttpOnly.*; Secure|; Secure.*; HttpOnly/);
      for (const other of ["ca", "es", "en"] as Lang[]) {
        const page = await (
          await siteFetch(pages.classroom[other], { headers: { Cookie: pupilCookie(joined) } })
        ).text();
        expect(page, other).toContain("Laia");
        expect(page, other).toContain("3r B");
      }
      expect(await (await siteFetch(path)).text()).toContain(">Laia</th>");
    },
  );

  it("gets one answer for an unknown, a closed and a deleted class", async () => {
    const closed = await openClass();
    await (await teacherPost(closed.path, { intent: "close" })).arrayBuffer();
    const deleted = await openClass();
    await (await teacherPost(deleted.path, { intent: "delete" })).arrayBuffer();
    const answers = [];
    for (const code of ["ZZZZZZ", closed.code, deleted.code, "0OIL1?"]) {
      const response = await joinAs("ca", code, "Pol");
      answers.push({
        status: response.status,
        hasMessage: (await response.text()).includes(html(caClassroom.notOpen)),
      });
    }
    expect(answers).toEqual(Array(4).fill({ status: 400, hasMessage: true }));
  });
});

describe("a class's caps under a burst", () => {
  it(`store exactly ${CLASS_PUPILS_MAX} of 90 pupils joining at once`, { timeout: MANY_REQUESTS_MS }, async () => {
    const { code, id } = await openClass();
    // Two school networks, each under its limit of joins a minute (classroom-join-budgets.test.ts).
    const schools = ["192.0.2.60", "192.0.2.61"];
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, n) => joinAs("ca", code, `Alumne ${n + 1}`, { ip: schools[n % 2] })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(CLASS_PUPILS_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90 - CLASS_PUPILS_MAX);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.text()).toContain(html(caClassroom.errors.classFull));
    expect(await rowsOf("class_pupils", id)).toBe(CLASS_PUPILS_MAX);
  });

  it(
    `check at most ${WRONG_CODES_MAX} of 50 wrong codes sent at once from one device, and hold back only that device`,
    { timeout: MANY_REQUESTS_MS },
    async () => {
      const { code } = await openClass({ lang: "en" });
      const school = "198.51.100.9";
      const failures = () => env.DB.prepare("SELECT count(*) AS n FROM class_join_failures").first<number>("n");
      const first = await joinAs("en", "ZZZ222", "Guess", { ip: school });
      expect(first.status).toBe(400);
      const device = deviceCookie(first);
      expect(device).toMatch(/^class_device=/);
      const before = (await failures()) ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          joinAs("en", `ZZZ${String(n).padStart(3, "2").replace(/[01]/g, "9")}`, `Guess ${n}`, {
            ip: school,
            cookie: device,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      const checked = statuses.filter((status) => status === 400).length;
      expect(checked).toBe(WRONG_CODES_MAX - 1);
      expect(checked + statuses.filter((status) => status === 429).length).toBe(50);
      expect(((await failures()) ?? 0) - before).toBe(checked);
      // Over its limit, even the right code is refused to that device, with the limit's message…
      const right = await joinAs("en", code, "Ana", { ip: school, cookie: device });
      expect(right.status).toBe(429);
      expect(await right.text()).toContain(enClassroom.errors.codeLimited);
      // …while a classmate's device behind the same school address joins.
      expect((await joinAs("en", code, "Ana", { ip: school })).status).toBe(303);
      const keys = await env.DB.prepare("SELECT client_hash, device_hash FROM class_join_failures").all();
      expect(JSON.stringify(keys.results)).not.toContain("198.51.100.9");
      expect(JSON.stringify(keys.results)).not.toContain(device.split("=")[1]);
    },
  );

  it(
    `stop storing an address's wrong codes at ${ADDRESS_WRONG_CODES_MAX}, and never refuse it the right code`,
    { timeout: MANY_REQUESTS_MS },
    async () => {
      const { code } = await openClass({ lang: "es" });
      const school = "198.51.100.77";
      // The address's first wrong code, through the whole Worker, stores its key; the count up to
      // 20 short of the ceiling is written beside it (300 requests would take most of a minute here).
      const first = await joinAs("es", "ZZZ222", "Pol", { ip: school });
      expect(first.status).toBe(400);
      const { client_hash: key } = (await env.DB.prepare(
        "SELECT client_hash FROM class_join_failures ORDER BY id DESC LIMIT 1",
      ).first<{ client_hash: string }>())!;
      const failures = () =>
        env.DB.prepare("SELECT count(*) AS n FROM class_join_failures WHERE client_hash = ?")
          .bind(key)
          .first<number>("n");
      const seeded = ADDRESS_WRONG_CODES_MAX - 20;
      await env.DB.batch(
        Array.from({ length: seeded - 1 }, (_, n) =>
          env.DB.prepare("INSERT INTO class_join_failures (client_hash, device_hash) VALUES (?, ?)").bind(key, `d${n}`),
        ),
      );
      // The last 20 before the ceiling and 20 past it, at once, each from a new device (no cookie):
      // only the address's ceiling holds them, counted in the statement that stores them.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          joinAs("es", `ZZZ${String(n + 300).replace(/[01]/g, "9")}`, "Pol", { ip: school }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 400)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      expect(await failures()).toBe(ADDRESS_WRONG_CODES_MAX);
      expect((await joinAs("es", code, "Pau", { ip: school })).status).toBe(303);
    },
  );

  it("count a device's wrong codes whatever address it sends them from", async () => {
    const answers: number[] = [];
    let device = "";
    for (let n = 1; n <= WRONG_CODES_MAX + 1; n += 1) {
      const response = await joinAs("es", "ZZZZZZ", "Pol", { ip: `2001:db8:${n}::1`, cookie: device });
      device ||= deviceCookie(response);
      answers.push(response.status);
      await response.arrayBuffer();
    }
    expect(answers.slice(0, WRONG_CODES_MAX)).toEqual(Array(WRONG_CODES_MAX).fill(400));
    expect(answers.at(-1)).toBe(429);
  });
});

describe("a nickname", () => {
  it("cannot impersonate another by invisible characters, compatibility forms or case", async () => {
    const { code, id } = await openClass({ lang: "es" });
    expect((await joinAs("es", code, "Anna")).status).toBe(303);
    expect((await joinAs("es", code, "Àlex")).status).toBe(303);
    for (const lookalike of ["Anna\u200B", "\u200BAnna", "Anna\u200E", "Ａｎｎａ", "ANNA", "àlex", "ÀLEX"]) {
      const response = await joinAs("es", code, lookalike);
      expect(response.status, JSON.stringify(lookalike)).toBe(409);
      expect(await response.text()).toContain(esClassroom.errors.nicknameTaken);
    }
    expect((await joinAs("es", code, "Alex")).status).toBe(303);
    expect(await rowsOf("class_pupils", id)).toBe(3);
    const stored = await env.DB.prepare("SELECT nickname FROM class_pupils WHERE class_id = ? ORDER BY id")
      .bind(id)
      .all();
    expect(stored.results.map((row) => row.nickname)).toEqual(["Anna", "Àlex", "Alex"]);
  });

  it("is stored without invisible characters", async () => {
    const { code, id } = await openClass({ lang: "ca" });
    expect((await joinAs("ca", code, "Ma\u200Brc\u00AD")).status).toBe(303);
    expect(
      await env.DB.prepare("SELECT nickname FROM class_pupils WHERE class_id = ?").bind(id).first("nickname"),
    ).toBe("Marc");
  });

  it("of the word list is refused however it is disguised", async () => {
    const { code, id } = await openClass({ lang: "ca" });
    for (const blocked of ["puta", "pu\u200Bta", "рutа", "pvta", "MarcPuig_gordo", "1488", "mongol", "cony"]) {
      const response = await joinAs("ca", code, blocked);
      expect(response.status, blocked).toBe(400);
      expect(await response.text()).toContain(caClassroom.errors.nicknameBlocked);
    }
    expect(await rowsOf("class_pupils", id)).toBe(0);
  });

  it("is given by the site where the teacher chose so, unique in the class, in the page's language", async () => {
    const { code, id } = await openClass({ lang: "en", mode: "generated" });
    const names = new Set<string>();
    for (let pupil = 0; pupil < 8; pupil += 1) {
      const joined = await joinAs("en", code, "");
      expect(joined.status).toBe(303);
      const page = await (await siteFetch(pages.classroom.en, { headers: { Cookie: pupilCookie(joined) } })).text();
      names.add(/as ([^<.]+)\./.exec(page.replaceAll("&#x27;", "'"))?.[1] ?? "");
    }
    expect(names.size).toBe(8);
    const stored = await env.DB.prepare("SELECT nickname FROM class_pupils WHERE class_id = ?")
      .bind(id)
      .all<{ nickname: string }>();
    for (const { nickname } of stored.results) expect(nickname).toMatch(/^[A-Z][a-z-]+( [a-z-]+)+$/);
    // A nickname typed in such a class is not looked at: the pupil is given one like everyone else.
    const typed = await joinAs("en", code, "MarcPuig");
    expect(typed.status).toBe(303);
    const page = await (await siteFetch(pages.classroom.en, { headers: { Cookie: pupilCookie(typed) } })).text();
    expect(page).not.toContain("MarcPuig");
    expect(await rowsOf("class_pupils", id, "nickname = 'MarcPuig'")).toBe(0);
  });

  it("is needed in a class where pupils type their own", async () => {
    const { code } = await openClass({ lang: "es", mode: "typed" });
    const empty = await joinAs("es", code, "  ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(esClassroom.errors.nicknameRequired);
  });
});

describe("a pupil's device", () => {
  it("is one pupil: already in the class, it goes back to it rather than joining again", async () => {
    const { code, id } = await openClass({ lang: "ca" });
    const joined = await joinAs("ca", code, "Bru");
    const again = await joinAs("ca", code, "Bru2", { cookie: pupilCookie(joined) });
    expect(again.status).toBe(303);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await rowsOf("class_pupils", id)).toBe(1);
  });

  it("leaves a class: its row goes if it has no game, and it may join another", async () => {
    const first = await openClass({ lang: "es" });
    const joined = await joinAs("es", first.code, "Gala");
    const left = await postForm(
      pages.classroom.es,
      { intent: "leave", form_stamp: null },
      { Origin: siteOrigin, Cookie: pupilCookie(joined) },
    );
    expect(left.status).toBe(303);
    expect(left.headers.getSetCookie().filter((cookie) => /^class_pupil=;.*Max-Age=0/i.test(cookie))).toHaveLength(3);
    expect(await rowsOf("class_pupils", first.id)).toBe(0);
    const second = await openClass({ lang: "es" });
    expect((await joinAs("es", second.code, "Gala")).status).toBe(303);
  });
});
