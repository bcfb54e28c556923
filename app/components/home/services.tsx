import type { HomeContent, ServiceLink } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { SectionHeading } from "../section-heading";
import { ButtonLink } from "~/components/ui/button-link";

function destination(link: ServiceLink, lang: Lang): string {
  return link.kind === "anchor" ? `#${link.id}` : href(link.pageId, lang);
}

export function Services({ services, lang }: { services: HomeContent["services"]; lang: Lang }) {
  return (
    <section aria-labelledby="services" className="bg-slate-50">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-20">
        <SectionHeading id="services" heading={services.heading} intro={services.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.cards.map((card) => (
            <li key={card.title} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${card.gradient}`} />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-xl font-bold text-slate-950">{card.title}</h3>
                <p className="font-semibold text-indigo-800">{card.subtitle}</p>
                <p className="flex-1 text-slate-700">{card.description}</p>
                {card.link ? (
                  <ButtonLink href={destination(card.link.to, lang)} variant="outline" size="sm" className="self-start">
                    {card.link.label}
                  </ButtonLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
