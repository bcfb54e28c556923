import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { languages, pages, type Lang } from "~/i18n-routes";
import { routeMeta } from "~/lib/route-meta";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { absoluteUrl } from "~/lib/seo";
import { pagesInCategory, seoFiles, sitemapCategories } from "~/lib/sitemap";

// The sitemap page: every public page by category with its full address, the files for
// search engines, and today's date in Madrid. Built from the route table, so a new page appears here
// by itself.

/** Today's date as the page writes it, in Madrid (built once per language, not per request). */
const todayFormats = Object.fromEntries(
  languages.map((lang) => [
    lang,
    new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, meta, t } = await pageBasics(request, context);
  const entry = (name: string, path: string) => ({ name, url: absoluteUrl(meta.siteUrl, path) });
  const now = new Date();
  return {
    meta,
    groups: [
      ...sitemapCategories.map((category) => ({
        heading: t(`sitemapPage.categories.${category}`),
        // Home is listed by its name in the navigation ("Inicio"), not by its long heading.
        entries: pagesInCategory(category).map((id) =>
          entry(id === "home" ? t("breadcrumbs.home") : t(`pages.${id}.heading`), pages[id][lang]),
        ),
      })),
      {
        heading: t("sitemapPage.categories.seo"),
        entries: seoFiles.map((file) => entry(t(`sitemapPage.files.${file.id}`), file.path)),
      },
    ],
    today: {
      iso: now.toISOString(),
      text: todayFormats[lang].format(now),
    },
  };
}

export const meta = routeMeta;

export default function SitemapPage() {
  const { t } = useTranslation();
  const { groups, today } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-16">
      <PageHeading heading={t("pages.sitemap.heading")} intro={t("pages.sitemap.intro")}>
        <p className="text-slate-600">
          {t("sitemapPage.date")} <time dateTime={today.iso}>{today.text}</time>
        </p>
      </PageHeading>
      {groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={`sitemap-group-${index}`} className="space-y-4">
          <h2 id={`sitemap-group-${index}`} className="text-2xl font-bold text-slate-950">
            {group.heading}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {group.entries.map((entry) => (
              <li key={entry.url} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between">
                <span className="font-semibold text-slate-950">{entry.name}</span>
                <a href={entry.url} className="text-sm break-all text-indigo-800 underline underline-offset-2">
                  {entry.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
