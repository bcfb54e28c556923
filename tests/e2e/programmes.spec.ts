import { sectionsPages } from "../../content/programmes";
import type { ContentSection } from "../../content/types";
import { languages, pages } from "../../app/i18n-routes";
import { expect, test } from "./fixtures";

// The education and corporate training pages: their sections, links and FAQ, in every language.

/** How the experience cards of the education page word their status, length and ages. */
const cardCopy = {
  es: { soon: "Próximamente", length: "120 minutos", from14: "De 14 a 18 años", from12: "De 12 a 18 años" },
  en: { soon: "Coming soon", length: "120 minutes", from14: "14 to 18 years old", from12: "12 to 18 years old" },
  ca: { soon: "Properament", length: "120 minuts", from14: "De 14 a 18 anys", from12: "De 12 a 18 anys" },
};

function headingsOf(sections: ContentSection[]): string[] {
  return sections.flatMap((section) => ("heading" in section ? [section.heading] : []));
}

for (const lang of languages) {
  for (const pageId of ["education", "training"] as const) {
    const content = sectionsPages[pageId][lang];

    test(`the ${pageId} page shows its sections and its buttons lead where they say (${lang}) @phone`, async ({
      page,
    }) => {
      await page.goto(pages[pageId][lang]);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("img", { name: content.image.alt })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(headingsOf(content.sections));
      for (const section of content.sections) {
        if (section.kind !== "buttons") continue;
        for (const { label, action } of section.buttons) {
          const expected =
            action.kind === "page"
              ? pages[action.pageId][lang]
              : action.kind === "contact"
                ? `${pages.contact[lang]}?topic=${action.topic}`
                : action.url;
          await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", expected);
        }
      }
    });
  }

  test(`the education page marks the experiences that are coming and states their length and ages (${lang})`, async ({
    page,
  }) => {
    await page.goto(pages.education[lang]);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(3);
    const c = cardCopy[lang];
    await expect(cards.nth(0).getByText(c.soon)).toHaveCount(0);
    await expect(cards.nth(1).getByText(c.soon)).toBeVisible();
    await expect(cards.nth(2).getByText(c.soon)).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText(c.length)).toBeVisible();
    }
    await expect(cards.nth(2).getByText(c.from14)).toBeVisible();
    await expect(cards.nth(0).getByText(c.from12)).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the education FAQ opens one answer at a time", async ({ page }) => {
    await page.goto(pages.education.es);
    const faq = sectionsPages.education.es.sections.find((section) => section.kind === "faq");
    if (faq?.kind !== "faq") throw new Error("the education page has an FAQ");
    const [first, second] = faq.items;
    if (!first || !second) throw new Error("the FAQ has two questions at least");
    await page.getByText(first.question).click();
    await expect(page.getByText(first.answer, { exact: true })).toBeVisible();
    await page.getByText(second.question).click();
    await expect(page.getByText(second.answer, { exact: true })).toBeVisible();
    await expect(page.getByText(first.answer, { exact: true })).toBeHidden();
    await page.getByText(second.question).click();
    await expect(page.getByText(second.answer, { exact: true })).toBeHidden();
  });

  for (const lang of languages) {
    test(`the training page's course link leads to the course (${lang})`, async ({ page }) => {
      const course = sectionsPages.training[lang].sections
        .flatMap((section) => (section.kind === "buttons" ? section.buttons : []))
        .find((button) => button.action.kind === "page" && button.action.pageId === "course");
      if (!course) throw new Error("the training page links to the course");
      await page.goto(pages.training[lang]);
      await page.getByRole("main").getByRole("link", { name: course.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pages.course[lang]}$`));
    });
  }
});
