import { sectionsPages } from "../../content/programmes";
import type { ContentSection } from "../../content/types";
import { pages } from "../../app/i18n-routes";
import { expect, test } from "./fixtures";

// The education and corporate training pages: their sections, links and FAQ, in both languages.

function headingsOf(sections: ContentSection[]): string[] {
  return sections.flatMap((section) => ("heading" in section ? [section.heading] : []));
}

for (const lang of ["es", "en"] as const) {
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
    const soon = lang === "es" ? "Próximamente" : "Coming soon";
    await expect(cards.nth(0).getByText(soon)).toHaveCount(0);
    await expect(cards.nth(1).getByText(soon)).toBeVisible();
    await expect(cards.nth(2).getByText(soon)).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText(lang === "es" ? "120 minutos" : "120 minutes")).toBeVisible();
    }
    await expect(cards.nth(2).getByText(lang === "es" ? "De 14 a 18 años" : "14 to 18 years old")).toBeVisible();
    await expect(cards.nth(0).getByText(lang === "es" ? "De 12 a 18 años" : "12 to 18 years old")).toBeVisible();
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
    await expect(page.getByText(first.answer)).toBeVisible();
    await page.getByText(second.question).click();
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(page.getByText(first.answer)).toBeHidden();
    await page.getByText(second.question).click();
    await expect(page.getByText(second.answer)).toBeHidden();
  });

  test("the training page's course link leads to the course", async ({ page }) => {
    await page.goto(pages.training.en);
    await page.getByRole("main").getByRole("link", { name: "NeoSalus basic life support course" }).click();
    await expect(page).toHaveURL(/\/en\/resources\/NeoSalus$/);
  });
});
