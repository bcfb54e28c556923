import type { HomeContent } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { ButtonLink } from "~/components/ui/button-link";

export interface SectionLink {
  id: string;
  label: string;
}

/** The first screen: tagline, quote button and an in-page navigation to the main sections. */
export function Hero({ hero, lang, sections }: { hero: HomeContent["hero"]; lang: Lang; sections: SectionLink[] }) {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-indigo-950 to-indigo-800 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:py-28 lg:grid-cols-[3fr_1fr] lg:items-end">
        <div className="space-y-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance min-[400px]:text-4xl sm:text-6xl">
            {hero.tagline}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-indigo-100 sm:text-xl">{hero.lead}</p>
          <ButtonLink href={href("contact", lang)} variant="light">
            {hero.quoteButton}
          </ButtonLink>
        </div>
        <nav aria-label={hero.sectionNavLabel}>
          <ol className="space-y-3">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="group flex items-center gap-3 text-indigo-100 hover:text-white">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full border-2 border-current group-hover:bg-white"
                  />
                  {section.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
