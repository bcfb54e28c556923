import { languages, pages, type Lang } from "../../app/i18n-routes";
import { messages } from "../../app/locales/messages";
import { listedPageIds, pagesInCategory } from "../../app/lib/sitemap";
import { site } from "../../content/site";
import { expect, test } from "./fixtures";

// The sitemap page, /sitemap.xml and /robots.txt. The tests run with wrangler.toml's SITE_URL,
// a placeholder host: robots.txt must close the site and every page must say noindex.

const siteUrl = site.defaultSiteUrl;
const locales = messages;
const dateLocale: Record<Lang, string> = { es: "es-ES", en: "en-GB", ca: "ca-ES" };

/** Today in Madrid as the page writes it; a run across midnight may see either day. */
function madridDates(lang: Lang): string[] {
  const format = (date: Date) =>
    new Intl.DateTimeFormat(dateLocale[lang], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(date);
  const now = Date.now();
  return [format(new Date(now - 60_000)), format(new Date(now + 60_000))];
}

for (const lang of languages) {
  const t = locales[lang];

  test(`the sitemap page lists every page by category with its full address, and today's date (${lang}) @phone`, async ({
    page,
  }) => {
    await page.goto(pages.sitemap[lang]);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      t.sitemapPage.categories.main,
      t.sitemapPage.categories.projects,
      t.sitemapPage.categories.seo,
    ]);
    for (const category of ["main", "projects"] as const) {
      const section = main.getByRole("region", { name: t.sitemapPage.categories[category] });
      const ids = pagesInCategory(category);
      await expect(section.getByRole("listitem")).toHaveCount(ids.length);
      for (const id of ids) {
        const url = `${siteUrl}${pages[id][lang]}`;
        await expect(
          section
            .getByRole("listitem")
            .filter({ hasText: id === "home" ? t.breadcrumbs.home : t.pages[id].heading })
            .getByRole("link", { name: url, exact: true }),
        ).toHaveAttribute("href", url);
      }
    }
    const seo = main.getByRole("region", { name: t.sitemapPage.categories.seo });
    await expect(seo.getByRole("link", { name: `${siteUrl}/sitemap.xml` })).toBeVisible();
    await expect(seo.getByRole("link", { name: `${siteUrl}/robots.txt` })).toBeVisible();
    const date = await main.locator("time").innerText();
    expect(madridDates(lang)).toContain(date);
  });
}

test("/sitemap.xml lists every page in the three languages with alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml.match(/<url>/g)).toHaveLength(listedPageIds.length * languages.length);
  expect(xml).toContain(`<loc>${siteUrl}/es/educacion</loc>`);
  expect(xml).toContain(`<loc>${siteUrl}/ca/educacio</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/education"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ca" href="${siteUrl}/ca/educacio"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/"/>`);
  expect(xml).toContain(`<lastmod>${site.contentUpdated}</lastmod>`);
  // The classroom page is public, as any other page (docs/decisions/0015-classroom-in-a-real-lesson.md).
  expect(xml).toContain(`<loc>${siteUrl}${pages.classroom.ca}</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${pages.classroom.en}"/>`);
});

test("/robots.txt closes a site that is not on the production host, whose pages say noindex", async ({
  request,
  page,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toContain("User-agent: *\nDisallow: /\n");
  for (const path of ["/es", "/en/contact", "/es/resources/NeoSalus"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
});
