import type { ReactNode } from "react";

interface PageHeroProps {
  /** Small line above the heading, e.g. a project's category. */
  eyebrow?: string;
  heading: string;
  intro: string;
  /** An illustration of 1200×750 under public/. */
  image: { src: string; alt: string };
  /** Shown under the introduction (tags, buttons). */
  children?: ReactNode;
}

/** The top of a content page: its one h1 and introduction beside an illustration. */
export function PageHero({ eyebrow, heading, intro, image, children }: PageHeroProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <header className="space-y-5">
        {eyebrow ? <p className="text-sm font-bold tracking-widest text-indigo-800 uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-950 min-[400px]:text-4xl sm:text-5xl">
          {heading}
        </h1>
        <p className="text-lg text-pretty text-slate-700">{intro}</p>
        {children}
      </header>
      <img
        src={image.src}
        alt={image.alt}
        width={1200}
        height={750}
        className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
      />
    </div>
  );
}
