import { useTranslation } from "~/lib/translation";
import type { ProjectSummary } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { TechTags } from "./tech-tags";

/** A portfolio card; its title is the link to the project's page. */
export function ProjectCard({ project, lang, eager }: { project: ProjectSummary; lang: Lang; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={project.image.src}
        alt={project.image.alt}
        width={1200}
        height={750}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-bold tracking-widest text-indigo-800 uppercase">{project.category}</p>
        <h2 className="text-xl font-bold text-slate-950">
          <a
            href={href(`portfolio-${project.slug}`, lang)}
            className="after:absolute after:inset-0 hover:text-indigo-800"
          >
            {project.title}
          </a>
        </h2>
        <p className="flex-1 text-slate-700">{project.description}</p>
        <TechTags tech={project.tech} />
        <p aria-hidden="true" className="font-semibold text-indigo-800">
          {t("portfolioPage.viewProject")} →
        </p>
      </div>
    </article>
  );
}
