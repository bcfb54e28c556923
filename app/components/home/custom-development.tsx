import type { HomeContent } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { SectionHeading } from "../section-heading";
import { StepNumber } from "../ui/step-number";
import { ButtonLink } from "~/components/ui/button-link";

export function CustomDevelopment({ content, lang }: { content: HomeContent["customDevelopment"]; lang: Lang }) {
  return (
    <section aria-labelledby="custom-development" className="mx-auto max-w-7xl space-y-10 px-4 py-20">
      <SectionHeading id="custom-development" heading={content.heading} intro={content.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {content.benefits.map((benefit) => (
          <li key={benefit.title} className="space-y-2 rounded-2xl border border-slate-200 p-5">
            <h3 className="font-bold text-slate-950">{benefit.title}</h3>
            <p className="text-sm text-slate-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <ButtonLink href={href("contact", lang, { topic: "custom-development" })}>{content.button}</ButtonLink>
      <div className="space-y-6">
        <h3 className="text-2xl font-bold text-slate-950">{content.processHeading}</h3>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber n={index + 1} />
              <div className="space-y-1">
                <h4 className="font-bold text-slate-950">{step.title}</h4>
                <p className="text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
