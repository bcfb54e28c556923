import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { privacyPolicy as caPolicy } from "./ca/privacy";
import { privacyPolicy as enPolicy } from "./en/privacy";
import { privacyPolicy as esPolicy } from "./es/privacy";

// Every cookie that the site sets for its visitors is named on the privacy page, in every
// language: the cookie names are read from the code (createCookie("…") and *_COOKIE = "…"), so a
// new cookie without its line on the page fails here. The console's own cookies (app/admin,
// app/.server/admin) are for operators, not visitors.

const appDir = fileURLToPath(new URL("../app", import.meta.url));
const declaration = /createCookie\(\s*"([\w-]+)"|_COOKIE\s*=\s*"([\w-]+)"/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[/\\]admin[/\\]/.test(path));
}

async function visitorCookies(): Promise<string[]> {
  const names = new Set<string>();
  for (const path of await sourceFiles(appDir)) {
    for (const match of (await readFile(path, "utf8")).matchAll(declaration)) names.add(match[1] ?? match[2] ?? "");
  }
  return [...names].sort();
}

describe("the privacy page's cookies", () => {
  it("name every cookie the site sets for its visitors, in each language", async () => {
    const cookies = await visitorCookies();
    // The scan finds the cookies it must (it is not vacuous).
    expect(cookies).toEqual(expect.arrayContaining(["lang", "flash", "class_pupil", "d1_bookmark"]));
    for (const [lang, policy] of Object.entries({ ca: caPolicy, es: esPolicy, en: enPolicy })) {
      const text = JSON.stringify(policy);
      for (const cookie of cookies) expect(text, `${cookie} (${lang})`).toContain(cookie);
    }
  });
});
