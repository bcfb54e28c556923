import type { HomeContent } from "@content/types";
import { SectionHeading } from "../section-heading";

export function WhyUs({ whyUs }: { whyUs: HomeContent["whyUs"] }) {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl space-y-10 px-4 py-20">
      <SectionHeading id="why-us" heading={whyUs.heading} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {whyUs.blocks.map((block) => (
          <li key={block.title} className="space-y-2 border-l-4 border-indigo-700 pl-4">
            <h3 className="text-lg font-bold text-slate-950">{block.title}</h3>
            <p className="text-slate-700">{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
