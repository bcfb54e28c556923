import type { ReactNode } from "react";
import { SectionHeading } from "../section-heading";

interface SectionFrameProps {
  /** The id of the section's heading, which names the section. */
  id: string;
  /** The section's heading, and its introduction where its kind has one. */
  section: { heading: string; intro?: string };
  className: string;
  children: ReactNode;
}

/** A section of a content page: named by its heading, which opens it, above what it shows. */
export function SectionFrame({ id, section, className, children }: SectionFrameProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} heading={section.heading} intro={section.intro} />
      {children}
    </section>
  );
}
