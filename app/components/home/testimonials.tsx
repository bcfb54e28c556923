import type { HomeContent } from "@content/types";
import { SectionHeading } from "../section-heading";
import { StarRating } from "../star-rating";

export function Testimonials({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  return (
    <section aria-labelledby="testimonials" className="bg-slate-50">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-20">
        <SectionHeading id="testimonials" heading={testimonials.heading} />
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.items.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
                <StarRating rating={item.rating} />
                <blockquote className="flex-1 text-lg text-slate-800">
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white"
                  >
                    {item.initial}
                  </span>
                  <span>
                    <span className="block font-bold text-slate-950">{item.author}</span>
                    <span className="block text-sm text-slate-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
