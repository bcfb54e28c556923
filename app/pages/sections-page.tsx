import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { sectionsPages, type SectionsPageId } from "@content/programmes";
import { pageBasics, pageIdOf } from "~/.server/page.server";
import { ContentSections, sectionsScripts } from "~/components/content-sections";
import { scriptsFromData } from "~/lib/page-scripts";
import { PageHero } from "~/components/page-hero";
import { routeMetaWith } from "~/lib/route-meta";

// Education and corporate training: a heading, an illustration and the page's sections.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pageId = pageIdOf(request) as SectionsPageId;
  const { lang, meta } = await pageBasics(request, context, pageId);
  return { pageId, lang, meta, content: sectionsPages[pageId][lang] };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle = scriptsFromData<LoaderData>((data) => sectionsScripts(data.content.sections));

// The questions shown in an FAQ section are also published as FAQPage data.
export const meta = routeMetaWith<LoaderData>((data) => ({
  faq: data.content.sections.flatMap((section) => (section.kind === "faq" ? section.items : [])),
}));

export default function SectionsPage() {
  const { t } = useTranslation();
  const { pageId, lang, content } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-12">
      <PageHero heading={t(`pages.${pageId}.heading`)} intro={t(`pages.${pageId}.intro`)} image={content.image} />
      <ContentSections sections={content.sections} lang={lang} />
    </div>
  );
}
