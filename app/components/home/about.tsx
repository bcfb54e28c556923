import type { HomeContent } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { SectionHeading } from "../section-heading";
import { ButtonLink } from "~/components/ui/button-link";

export function About({ about, lang }: { about: HomeContent["about"]; lang: Lang }) {
  return (
    <section aria-labelledby="about" className="mx-auto max-w-7xl space-y-6 px-4 py-20">
      <SectionHeading id="about" heading={about.heading} />
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {about.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ButtonLink href={href("contact", lang)}>{about.contactButton}</ButtonLink>
    </section>
  );
}
