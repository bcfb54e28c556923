import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { portfolio as portfolioCa } from "@content/ca/portfolio";
import { portfolio as portfolioEn } from "@content/en/portfolio";
import { portfolio as portfolioEs } from "@content/es/portfolio";
import { projectSummaries } from "@content/projects";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/portfolio/project-card";
import { ButtonLink } from "~/components/ui/button-link";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";

const portfolioContent = { es: portfolioEs, en: portfolioEn, ca: portfolioCa } satisfies Record<Lang, unknown>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, lang, meta } = await pageBasics(request, context, "portfolio");
  const cta = portfolioContent[lang].cta;
  return { pageId, lang, meta, cta, projects: projectSummaries(lang) };
}

export const meta = routeMeta;

export default function PortfolioPage() {
  const { t } = useTranslation();
  const { lang, cta, projects } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-16">
      <PageHeading heading={t("pages.portfolio.heading")} intro={t("pages.portfolio.intro")} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <li key={project.slug}>
            <ProjectCard project={project} lang={lang} eager={index < 3} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="portfolio-cta" className="rounded-2xl bg-indigo-950 px-6 py-12 text-white sm:px-12">
        <h2 id="portfolio-cta" className="text-3xl font-extrabold tracking-tight">
          {cta.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-indigo-100">{cta.text}</p>
        <ButtonLink href={href("contact", lang)} variant="light" className="mt-6">
          {cta.button}
        </ButtonLink>
      </section>
    </div>
  );
}
