import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { projectPages, type DetailSlug } from "@content/projects";
import { pageBasics, pageIdOf } from "~/.server/page.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { ContentSections, sectionsScripts } from "~/components/content-sections";
import { scriptsFromData } from "~/lib/page-scripts";
import { TechTags } from "~/components/portfolio/tech-tags";
import { ButtonLink } from "~/components/ui/button-link";
import { selectedVideo } from "~/components/video-gallery";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import { absoluteUrl } from "~/lib/seo";

// The five project pages (portfolio-<slug> in the route table) share this module.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pageId = pageIdOf(request);
  const slug = pageId.replace(/^portfolio-/, "") as DetailSlug;
  const { lang, meta, t } = await pageBasics(request, context, pageId);
  const project = projectPages[lang][slug];
  const carousel = project.sections.find((section) => section.kind === "video-carousel");
  const initialVideo = carousel ? selectedVideo(new URL(request.url), carousel.videos.length) : 0;
  const crumbs = [
    { name: t("breadcrumbs.home"), to: href("home", lang) },
    { name: t("pages.portfolio.heading"), to: href("portfolio", lang) },
    { name: project.title },
  ];
  // The published trail is the visible one.
  const breadcrumbs = crumbs.map((crumb) => ({
    name: crumb.name,
    url: absoluteUrl(meta.siteUrl, crumb.to ?? href(pageId, lang)),
  }));
  return { pageId, lang, meta: { ...meta, breadcrumbs }, project, crumbs, initialVideo };
}

export const handle = scriptsFromData<Awaited<ReturnType<typeof loader>>>((data) =>
  sectionsScripts(data.project.sections),
);

export const meta = routeMeta;

export default function ProjectPage() {
  const { t } = useTranslation();
  const { lang, project, crumbs, initialVideo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <div className="space-y-8">
        <Breadcrumbs crumbs={crumbs} />
        <PageHero eyebrow={project.category} heading={project.title} intro={project.description} image={project.image}>
          <TechTags tech={project.tech} />
        </PageHero>
      </div>
      <ContentSections sections={project.sections} lang={lang} initialVideo={initialVideo} />
      <ButtonLink href={href("portfolio", lang)} variant="outline">
        ← {t("portfolioPage.back")}
      </ButtonLink>
    </div>
  );
}
