import type { ContentSection } from "@content/types";
import type { ReactNode } from "react";
import type { Lang } from "~/i18n-routes";
import { videoScripts, type PageScripts } from "~/lib/page-scripts";
import { ButtonsSection } from "./content-sections/buttons";
import {
  CardsSection,
  ExperiencesSection,
  PartnersSection,
  StatsSection,
  StepsSection,
} from "./content-sections/grids";
import type { SectionProps } from "./content-sections/section-props";
import { FaqSection, ListSection, TestimonialSection, TextSection } from "./content-sections/text";
import { VideoCarouselSection, VideoSection } from "./content-sections/videos";

/**
 * The scripts a page made of these sections needs (page-scripts.ts): only a player's, and only for
 * a video that can be played (a video without its provider id shows its poster alone). The
 * carousel's choices are a GET form, which the server answers without any script.
 */
export function sectionsScripts(sections: readonly ContentSection[]): PageScripts {
  return videoScripts(
    sections.flatMap((section) =>
      section.kind === "video" ? [section.video] : section.kind === "video-carousel" ? section.videos : [],
    ),
  );
}

/** The component of each kind of section: the type checker refuses a kind without one. */
const sectionComponents: { [Kind in ContentSection["kind"]]: (props: SectionProps<Kind>) => ReactNode } = {
  text: TextSection,
  cards: CardsSection,
  stats: StatsSection,
  partners: PartnersSection,
  testimonial: TestimonialSection,
  video: VideoSection,
  "video-carousel": VideoCarouselSection,
  steps: StepsSection,
  faq: FaqSection,
  experiences: ExperiencesSection,
  list: ListSection,
  buttons: ButtonsSection,
};

/** One section, drawn by the component of its kind. */
function Section<Kind extends ContentSection["kind"]>(props: SectionProps<Kind>) {
  const Component: (props: SectionProps<Kind>) => ReactNode = sectionComponents[props.section.kind];
  return <Component {...props} />;
}

function sectionId(prefix: string, index: number): string {
  return `${prefix}-${index + 1}`;
}

/**
 * A content page's body: its sections in order. `idPrefix` names the sections' heading ids; a page
 * with two groups of sections gives each its own.
 */
export function ContentSections({
  sections,
  lang,
  initialVideo = 0,
  idPrefix = "section",
}: {
  sections: ContentSection[];
  lang: Lang;
  /** The video a carousel section starts on (from `?video=`). */
  initialVideo?: number;
  idPrefix?: string;
}) {
  return (
    <div className="space-y-20">
      {sections.map((section, index) => (
        <Section
          key={index}
          section={section}
          id={sectionId(idPrefix, index)}
          lang={lang}
          initialVideo={initialVideo}
        />
      ))}
    </div>
  );
}
