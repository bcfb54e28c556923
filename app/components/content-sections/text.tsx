import { CheckIcon } from "../experience-card";
import { Faq } from "../faq";
import { SectionFrame } from "./section-frame";
import type { SectionProps } from "./section-props";

// The sections made of words: paragraphs, a bullet list, a testimonial, questions and answers.

export function TextSection({ section, id }: SectionProps<"text">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-4">
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </SectionFrame>
  );
}

export function ListSection({ section, id }: SectionProps<"list">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-6">
      <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 text-lg text-slate-800">
            <CheckIcon />
            {item}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function TestimonialSection({ section, id }: SectionProps<"testimonial">) {
  return (
    <SectionFrame id={id} section={section} className="space-y-6">
      <figure className="max-w-3xl space-y-4 rounded-2xl border border-slate-200 bg-white p-8">
        <blockquote className="text-xl text-slate-800">
          <p>“{section.text}”</p>
        </blockquote>
        <figcaption className="text-slate-700">
          <span className="block font-bold text-slate-950">{section.author}</span>
          <span className="block">{section.role}</span>
          <span className="block text-sm">{section.since}</span>
        </figcaption>
        {section.link ? (
          <a href={section.link.url} target="_blank" rel="noopener" className="font-semibold text-indigo-800 underline">
            {section.link.label}
          </a>
        ) : null}
      </figure>
    </SectionFrame>
  );
}

export function FaqSection({ section, id }: SectionProps<"faq">) {
  return (
    <SectionFrame id={id} section={section} className="max-w-4xl space-y-8">
      <Faq group={section.group} items={section.items} />
    </SectionFrame>
  );
}
