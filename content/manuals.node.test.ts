import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/i18n-routes";
import { manualListings, manuals } from "./manuals";
import { manualIds, type Manual } from "./types";

// The committed PDFs under public/manuals/ against the content they were made from (npm run manuals):
// each listed file exists, has the listed page count and title, and the basic-life-support manual states
// the facts of the guidelines that the site promises.

const publicDir = fileURLToPath(new URL("../public", import.meta.url));

/** All the words of a manual, to look for facts wherever they are stated. */
function fullText(manual: Manual): string {
  return manual.sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ("items" in block ? block.items : [block.text])),
    ])
    .join("\n");
}

const keyWords: Record<Lang, string> = { es: "desfibrilador", en: "defibrillator", ca: "desfibril·lador" };

for (const lang of languages) {
  describe(`the manuals (${lang})`, () => {
    for (const manual of manuals[lang]) {
      it(`${manual.id}: ${manual.url} exists, with the listed page count and title`, async () => {
        expect(manual.url).toMatch(new RegExp(`^/manuals/${lang}/[a-z0-9-]+\\.pdf$`));
        const pdf = await PDFDocument.load(await readFile(`${publicDir}${manual.url}`), { updateMetadata: false });
        expect(pdf.getPageCount()).toBe(manual.pages);
        expect(pdf.getTitle()).toBe(manual.title);
      });
    }

    it("the basic-life-support manual gives the emergency number, the compression rate and the defibrillator", () => {
      const manual = manuals[lang].find(({ id }) => id === "basic-life-support");
      if (!manual) throw new Error(`content/${lang}/manuals.ts has no basic-life-support manual`);
      const text = fullText(manual);
      for (const fact of ["112", "100", "120", keyWords[lang]]) expect(text).toContain(fact);
    });

    it("lists the manuals without their text", () => {
      const listings = manualListings(lang);
      expect(listings.map(({ id }) => id)).toEqual(manuals[lang].map(({ id }) => id));
      for (const listing of listings) expect(listing).not.toHaveProperty("sections");
    });
  });
}

it("lists the same manuals, in the same order, in every language", () => {
  for (const lang of languages)
    expect(
      manuals[lang].map(({ id }) => id),
      lang,
    ).toEqual([...manualIds]);
});
