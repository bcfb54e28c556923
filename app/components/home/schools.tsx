import type { HomeContent } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { ButtonLink } from "~/components/ui/button-link";

// The home page's entry for schools: a teacher finds the free classroom (a CPR lesson on the
// pupils' phones) from the first page, not three pages down.

export function Schools({ content, lang }: { content: HomeContent["schools"]; lang: Lang }) {
  return (
    <section aria-labelledby="schools" className="bg-indigo-50">
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-12">
        <h2 id="schools" className="text-2xl font-bold text-slate-950 sm:text-3xl">
          {content.heading}
        </h2>
        <p className="max-w-3xl text-lg text-slate-800">{content.text}</p>
        <ButtonLink href={href("classroom", lang)}>{content.button}</ButtonLink>
      </div>
    </section>
  );
}
