import { ExperienceCard } from "../experience-card";
import { StepNumber } from "../ui/step-number";
import { SectionFrame } from "./section-frame";
import type { SectionProps } from "./section-props";

// The sections laid out as a grid of like items: cards, figures, numbered steps, experiences, partners.

export function CardsSection({ section, id }: SectionProps<"cards">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-8">
      <ul
        className={`grid gap-6 sm:grid-cols-2 ${section.cards.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {section.cards.map((card) => (
          <li key={card.title} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-bold text-slate-950">{card.title}</h3>
            <p className="text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** Wide-screen columns of a row of figures, so that none is left alone on a second row. */
const statColumns: Record<number, string> = {
  2: "lg:max-w-3xl",
  3: "lg:grid-cols-3",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-3",
};

export function StatsSection({ section, id }: SectionProps<"stats">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-8">
      {/* One figure a row on a small phone, where two boxes could not hold "70.000" or "desfibril·ladors" whole. */}
      <dl
        className={`grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2 sm:gap-6 ${statColumns[section.stats.length] ?? "lg:grid-cols-4"}`}
      >
        {section.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-2xl bg-indigo-950 p-5 text-white sm:p-6">
            <dt className="text-indigo-100">{stat.label}</dt>
            <dd className="text-3xl font-extrabold min-[24rem]:text-2xl sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

export function StepsSection({ section, id }: SectionProps<"steps">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-8">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, i) => (
          <li key={step.title} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
            <StepNumber n={i + 1} />
            <h3 className="text-lg font-bold text-slate-950">{step.title}</h3>
            <p className="text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

export function ExperiencesSection({ section, id }: SectionProps<"experiences">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-8">
      <ul className="grid gap-8 lg:grid-cols-3">
        {section.experiences.map((experience) => (
          <li key={experience.title}>
            <ExperienceCard experience={experience} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function PartnersSection({ section, id }: SectionProps<"partners">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-8">
      <ul className="flex flex-wrap gap-8">
        {section.partners.map((partner) => {
          const logo = (
            <>
              <img src={partner.logo} alt="" width={240} height={240} loading="lazy" className="size-24" />
              <span className="font-semibold text-slate-900">{partner.name}</span>
            </>
          );
          return (
            <li key={partner.name}>
              {partner.url ? (
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener"
                  className="flex flex-col items-center gap-2 hover:underline"
                >
                  {logo}
                </a>
              ) : (
                <span className="flex flex-col items-center gap-2">{logo}</span>
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
