import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pages, type Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { allGeneratedNicknames } from "~/features/classroom/pupil/generated-nickname";
import { html, joinAs, openClass, rowsOf } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A nickname given by the site is given, not argued, through the whole Worker: in a class that
// gives out nicknames, whatever a pupil typed in the field (a name, a word of the word list, too
// long a text) is set aside, the pupil joins under the nickname the site gave, and the class's page
// says so once. In a class of typed nicknames the typed one is judged as before.

quietConsole();

const strings = { ca: caClassroom, es: esClassroom, en: enClassroom } satisfies Record<Lang, unknown>;

/** The cookies a join set, as the browser sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Whether a page tells its pupil, in a status line, that the nickname they typed was set aside (the
 * sentence's words are in the page's island strings too: the status line is what a pupil reads).
 */
const saysGiven = (page: string, lang: Lang) => {
  const start = html(strings[lang].nicknameGiven.split("{{nickname}}")[0]!).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<p role="status"[^>]*>${start}`).test(page);
};

describe("a nickname given by the site", () => {
  it.each(["ca", "es", "en"] as Lang[])(
    "in %s sets aside what was typed, whatever it was, and says so once",
    async (lang) => {
      const { code, id } = await openClass({ lang, mode: "generated" });
      for (const typed of ["MarcPuig", "puta", "x".repeat(30), "🖕🖕"]) {
        const joined = await joinAs(lang, code, typed);
        expect(joined.status, typed).toBe(303);
        const cookie = cookiesOf(joined);
        const page = await (await siteFetch(pages.classroom[lang], { headers: { Cookie: cookie } })).text();
        expect(saysGiven(page, lang), typed).toBe(true);
        expect(page).not.toContain(html(typed));
        // Said once: the page clears its note, and the next load (without it) says nothing.
        const pupilOnly = cookie
          .split("; ")
          .filter((pair) => pair.startsWith("class_pupil="))
          .join("; ");
        const again = await (await siteFetch(pages.classroom[lang], { headers: { Cookie: pupilOnly } })).text();
        expect(saysGiven(again, lang)).toBe(false);
      }
      expect(await rowsOf("class_pupils", id)).toBe(4);
      expect(await rowsOf("class_pupils", id, "nickname IN ('MarcPuig', 'puta')")).toBe(0);
    },
  );

  it("says nothing to a pupil who left the field empty", async () => {
    const { code } = await openClass({ lang: "es", mode: "generated" });
    const joined = await joinAs("es", code, "");
    expect(joined.status).toBe(303);
    const page = await (await siteFetch(pages.classroom.es, { headers: { Cookie: cookiesOf(joined) } })).text();
    expect(saysGiven(page, "es")).toBe(false);
  });

  it("is not given where pupils type their own: a typed one is judged, and refused in words", async () => {
    const { code, id } = await openClass({ lang: "en", mode: "typed" });
    for (const [typed, message] of [
      ["puta", enClassroom.errors.nicknameBlocked],
      ["x".repeat(30), enClassroom.errors.nicknameTooLong],
      ["🖕🖕", enClassroom.errors.nicknameInvalid],
    ] as const) {
      const refused = await joinAs("en", code, typed);
      expect(refused.status, typed).toBe(400);
      expect(await refused.text()).toContain(html(message));
    }
    expect(await rowsOf("class_pupils", id)).toBe(0);
  });

  it("is in the class's language, whatever language the pupil's phone reads the page in", async () => {
    const { code, id } = await openClass({ lang: "ca", mode: "generated" });
    for (const phone of ["es", "en", "ca"] as Lang[]) expect((await joinAs(phone, code, "")).status, phone).toBe(303);
    const { results } = await env.DB.prepare("SELECT nickname FROM class_pupils WHERE class_id = ?")
      .bind(id)
      .all<{ nickname: string }>();
    const catalan = new Set(allGeneratedNicknames("ca"));
    expect(results.map(({ nickname }) => catalan.has(nickname))).toEqual([true, true, true]);
  });
});
