import type { Page } from "@playwright/test";
import { projectPages, projectSummaries, type DetailSlug } from "../../content/projects";
import type { ContentSection } from "../../content/types";
import { contactTopics } from "../../app/features/contact/topics";
import { languages, pages } from "../../app/i18n-routes";
import { expect, test, waitForHydration } from "./fixtures";

const detailSlugs = Object.keys(projectPages.es) as DetailSlug[];

async function jsonLdTypes(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map(
    (text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string; item: string }[] },
  );
}

/** The words around the projects: the call to action, the project pages' labels and breadcrumbs. */
const chrome = {
  es: {
    quote: "SOLICITAR PRESUPUESTO",
    technologies: "Tecnologías",
    back: "Vuelve a los casos de éxito",
    breadcrumb: "Ruta de navegación",
    home: "Inicio",
    portfolio: "Casos de éxito",
  },
  en: {
    quote: "REQUEST QUOTE",
    technologies: "Technologies",
    back: "Back to Portfolio",
    breadcrumb: "Breadcrumb",
    home: "Home",
    portfolio: "Success cases",
  },
  ca: {
    quote: "SOL·LICITA UN PRESSUPOST",
    technologies: "Tecnologies",
    back: "Torna als casos d'èxit",
    breadcrumb: "Ruta de navegació",
    home: "Inici",
    portfolio: "Casos d'èxit",
  },
};

function headingsOf(sections: ContentSection[]): string[] {
  return sections.flatMap((section) => ("heading" in section ? [section.heading] : []));
}

for (const lang of languages) {
  const t = chrome[lang];
  test.describe(`portfolio (${lang})`, () => {
    test("shows six project cards that lead to their pages, and a call to action", async ({ page }) => {
      await page.goto(pages.portfolio[lang]);
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(6);
      const summaries = projectSummaries(lang);
      for (const [index, project] of summaries.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(project.title);
        await expect(card.getByText(project.category, { exact: true })).toBeVisible();
        await expect(card.getByRole("img", { name: project.image.alt })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText(project.tech);
        await expect(card.getByRole("link", { name: project.title })).toHaveAttribute(
          "href",
          `/${lang}/portfolio/${project.slug}`,
        );
      }
      await expect(page.getByRole("main").getByRole("link", { name: t.quote })).toHaveAttribute(
        "href",
        pages.contact[lang],
      );
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/portfolio/first-aiducation$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/first-aiducation$/);
      await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute("href", /portfolio/);
    });

    for (const slug of detailSlugs) {
      const project = projectPages[lang][slug];
      test(`the ${slug} page has its content, buttons, breadcrumbs and data`, async ({ page }) => {
        await page.goto(`/${lang}/portfolio/${slug}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(project.title);
        await expect(main.getByText(project.category, { exact: true })).toBeVisible();
        await expect(main.getByText(project.description, { exact: true })).toBeVisible();
        await expect(main.getByRole("img", { name: project.image.alt })).toBeVisible();
        await expect(main.getByRole("list", { name: t.technologies }).getByRole("listitem")).toHaveText(project.tech);
        await expect(main.getByRole("heading", { level: 2 })).toHaveText(headingsOf(project.sections));

        for (const section of project.sections) {
          if (section.kind === "stats") {
            for (const stat of section.stats) await expect(main.getByText(stat.value, { exact: true })).toBeVisible();
          }
          if (section.kind === "cards") {
            for (const card of section.cards)
              await expect(main.getByRole("heading", { name: card.title, exact: true })).toBeVisible();
          }
          if (section.kind !== "buttons") continue;
          for (const button of section.buttons) {
            const link = main.getByRole("link", { name: button.label });
            if (button.action.kind === "external") {
              await expect(link.first()).toHaveAttribute("href", button.action.url);
              await expect(link.first()).toHaveAttribute("target", "_blank");
              await expect(link.first()).toHaveAttribute("rel", /noopener/);
            } else if (button.action.kind === "page") {
              await expect(link).toHaveAttribute("href", pages[button.action.pageId][lang]);
            } else {
              expect(Object.keys(contactTopics)).toContain(button.action.topic);
              await expect(link).toHaveAttribute("href", `${pages.contact[lang]}?topic=${button.action.topic}`);
            }
          }
        }

        const back = main.getByRole("link", { name: t.back });
        await expect(back).toHaveAttribute("href", pages.portfolio[lang]);
        const trail = page.getByRole("navigation", { name: t.breadcrumb });
        await expect(trail.getByRole("listitem")).toHaveText([
          t.home,
          new RegExp(`› ?${t.portfolio}`),
          new RegExp(`› ?${project.title}`),
        ]);
        const crumbs = (await jsonLdTypes(page)).find((data) => data["@type"] === "BreadcrumbList")?.itemListElement;
        expect(crumbs?.map((c) => c.name)).toEqual([t.home, t.portfolio, project.title]);
        expect(crumbs?.at(-1)?.item).toBe(`https://estudioxr.example/${lang}/portfolio/${slug}`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `https://estudioxr.example/${lang}/portfolio/${slug}`,
        );
      });
    }
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the toolkit's video carousel (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("Previous and Next wrap at both ends and the thumbnail follows", async ({ page }) => {
      await page.goto("/en/portfolio/automation-toolkit");
      if (javaScriptEnabled) await waitForHydration(page);
      const thumbnails = page.getByRole("list", { name: "Choose a video" }).getByRole("button");
      await expect(thumbnails).toHaveCount(3);
      const pressed = () => page.getByRole("list", { name: "Choose a video" }).locator('[aria-pressed="true"]');
      await expect(pressed()).toHaveCount(1);
      await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: /Previous video/ }).click();
      await expect(page.getByRole("list", { name: "Choose a video" }).getByRole("button").nth(2)).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("button", { name: /Next video/ }).click();
      await expect(page.getByRole("list", { name: "Choose a video" }).getByRole("button").nth(0)).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("button", { name: /Next video/ }).click();
      await expect(page.getByRole("list", { name: "Choose a video" }).getByRole("button").nth(1)).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(pressed()).toHaveCount(1);
    });
  });
}
