import type { ReactNode } from "react";

/** The h2 and introduction that open a section of a page. */
export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-3">
      <h2
        id={id}
        className="text-2xl font-extrabold tracking-tight text-balance text-slate-950 min-[400px]:text-3xl sm:text-4xl"
      >
        {heading}
      </h2>
      {intro ? <p className="text-lg text-pretty text-slate-700">{intro}</p> : null}
    </div>
  );
}
