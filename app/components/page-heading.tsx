import type { ReactNode } from "react";

/** The heading block that opens a page: one h1 and its introduction. */
export function PageHeading({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="space-y-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{heading}</h1>
      {intro ? <p className="max-w-3xl text-lg text-pretty text-slate-700">{intro}</p> : null}
      {children}
    </header>
  );
}
