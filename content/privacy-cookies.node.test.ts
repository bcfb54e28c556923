import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { siteCookies, type SiteCookie } from "~/lib/site-cookies";
import { privacyPolicy as caPolicy } from "./ca/privacy";
import { privacyPolicy as enPolicy } from "./en/privacy";
import { privacyPolicy as esPolicy } from "./es/privacy";
import type { PrivacyPolicy } from "./types";

// Every cookie that the site sets for its visitors is named on the privacy page, in every
// language: the cookies are the site's own list (app/lib/site-cookies.ts, the only way to make one),
// so a new cookie without its line on the page fails here. The console's own cookies are for
// operators, not visitors. A cookie is named by a line of the page's lists that starts with its
// name in the page's quotes («lang»: …, “lang”: …), whole: "lang" in "language", or a cookie
// mentioned in passing, names none.

function visitorCookies(): string[] {
  const cookies: SiteCookie[] = Object.values(siteCookies);
  return cookies
    .filter((cookie) => !cookie.consoleOnly)
    .map((cookie) => cookie.name)
    .sort();
}

/** The quotes around a cookie's name on each language's page. */
const quotes: Record<Lang, readonly [string, string]> = { ca: ["«", "»"], es: ["«", "»"], en: ["“", "”"] };

/** The cookies that the lines of a policy's lists name: each quoted name before the line's first colon. */
function cookiesNamed(policy: PrivacyPolicy, lang: Lang): Set<string> {
  const [open, close] = quotes[lang];
  const quoted = new RegExp(`${open}([\\w-]+)${close}`, "g");
  const heads = policy.sections.flatMap((section) => section.list ?? []).map((line) => line.split(":")[0] ?? "");
  return new Set(heads.flatMap((head) => [...head.matchAll(quoted)].map((match) => match[1] ?? "")));
}

const policies = { ca: caPolicy, es: esPolicy, en: enPolicy } satisfies Record<Lang, PrivacyPolicy>;

describe("the privacy page's cookies", () => {
  it("name every cookie the site sets for its visitors, in each language", () => {
    const cookies = visitorCookies();
    // The scan finds the cookies it must (it is not vacuous).
    expect(cookies).toEqual(expect.arrayContaining(["lang", "flash", "class_pupil", "d1_bookmark"]));
    for (const lang of languages) {
      const named = cookiesNamed(policies[lang], lang);
      for (const cookie of cookies) expect(named.has(cookie), `${cookie} (${lang})`).toBe(true);
    }
  });

  it.each(languages)("are named by their own line in %s: without it, a cookie is missing", (lang) => {
    const policy = policies[lang];
    const [open, close] = quotes[lang];
    for (const cookie of ["lang", "flash", "class_pupil", "d1_bookmark"]) {
      const line = `${open}${cookie}${close}`;
      expect(cookiesNamed(policy, lang).has(cookie), `${cookie} (${lang})`).toBe(true);
      const without: PrivacyPolicy = {
        ...policy,
        sections: policy.sections.map((section) => ({
          ...section,
          list: section.list?.filter((item) => !item.startsWith(line)),
        })),
      };
      expect(cookiesNamed(without, lang).has(cookie), `${cookie} (${lang}) without its line`).toBe(false);
    }
  });

  it("match a name whole, in the page's quotes, at the head of a line", () => {
    const policy = (list: string[]): PrivacyPolicy => ({
      versionLabel: () => "",
      sections: [{ heading: "", paragraphs: [], list }],
    });
    // "lang" inside another word, unquoted, in other quotes or after the line's colon names nothing.
    expect(cookiesNamed(policy(["“language”: the site's language. It lasts one year."]), "en").has("lang")).toBe(false);
    expect(cookiesNamed(policy(["lang: the site's language."]), "en").has("lang")).toBe(false);
    expect(cookiesNamed(policy(["«lang»: the site's language."]), "en").has("lang")).toBe(false);
    expect(cookiesNamed(policy(["“flash”: see also “lang”."]), "en").has("lang")).toBe(false);
    expect(cookiesNamed(policy(["“class_created” and “class_deleted”: …"]), "en")).toEqual(
      new Set(["class_created", "class_deleted"]),
    );
    expect(cookiesNamed(policy(["«class_created» i «class_deleted»: …"]), "ca")).toEqual(
      new Set(["class_created", "class_deleted"]),
    );
  });
});
