import type { ContentSection, ProjectButton } from "@content/types";
import { useTranslation } from "~/lib/translation";
import type { Lang } from "~/i18n-routes";
import { videoScripts, type PageScripts } from "~/lib/page-scripts";
import { href } from "~/lib/paths";
import { CheckIcon, ExperienceCard } from "./experience-card";
import { Faq } from "./faq";
import { SectionHeading } from "./section-heading";
import { ButtonLink } from "./ui/button-link";
import { buttonClass } from "./ui/button-styles";
import { StepNumber } from "./ui/step-number";
import { VideoGallery } from "./video-gallery";
import { VideoPlayer } from "./video-player";

const VIDEOS_ANCHOR = "videos";

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

function sectionId(prefix: string, index: number): string {
  return `${prefix}-${index + 1}`;
}

function ActionButton({ button, lang, primary }: { button: ProjectButton; lang: Lang; primary: boolean }) {
  const { t } = useTranslation();
  const { action } = button;
  if (action.kind === "external") {
    return (
      <a href={action.url} target="_blank" rel="noopener" className={buttonClass(primary ? "primary" : "outline")}>
        {button.label}
        <span className="sr-only"> {t("common.opensInNewTab")}</span>
      </a>
    );
  }
  const to = action.kind === "page" ? href(action.pageId, lang) : href("contact", lang, { topic: action.topic });
  return (
    <ButtonLink href={to} variant={primary ? "primary" : "outline"}>
      {button.label}
    </ButtonLink>
  );
}

/** Wide-screen columns of a row of figures, so that none is left alone on a second row. */
const statColumns: Record<number, string> = {
  2: "lg:max-w-3xl",
  3: "lg:grid-cols-3",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-3",
};

function Section({
  section,
  index,
  lang,
  initialVideo,
  idPrefix,
}: {
  section: ContentSection;
  index: number;
  lang: Lang;
  initialVideo: number;
  idPrefix: string;
}) {
  const id = sectionId(idPrefix, index);
  switch (section.kind) {
    case "text":
      return (
        <section aria-labelledby={id} className="space-y-4">
          <SectionHeading id={id} heading={section.heading} />
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      );
    case "cards":
      return (
        <section aria-labelledby={id} className="space-y-8">
          <SectionHeading id={id} heading={section.heading} intro={section.intro} />
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
        </section>
      );
    case "stats":
      return (
        <section aria-labelledby={id} className="space-y-8">
          <SectionHeading id={id} heading={section.heading} intro={section.intro} />
          <dl className={`grid grid-cols-2 gap-6 ${statColumns[section.stats.length] ?? "lg:grid-cols-4"}`}>
            {section.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-2xl bg-indigo-950 p-6 text-white">
                <dt className="text-indigo-100">{stat.label}</dt>
                <dd className="text-4xl font-extrabold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "partners":
      return (
        <section aria-labelledby={id} className="space-y-8">
          <SectionHeading id={id} heading={section.heading} />
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
        </section>
      );
    case "testimonial":
      return (
        <section aria-labelledby={id} className="space-y-6">
          <SectionHeading id={id} heading={section.heading} />
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
              <a
                href={section.link.url}
                target="_blank"
                rel="noopener"
                className="font-semibold text-indigo-800 underline"
              >
                {section.link.label}
              </a>
            ) : null}
          </figure>
        </section>
      );
    case "video":
      return (
        <section aria-labelledby={id} className="space-y-6">
          <SectionHeading id={id} heading={section.heading} />
          <div className="max-w-4xl space-y-2">
            <VideoPlayer videoId={section.video.id} title={section.video.title} poster={section.video.poster} />
            <p className="text-slate-700">{section.video.description}</p>
          </div>
        </section>
      );
    case "video-carousel":
      return (
        <section aria-labelledby={VIDEOS_ANCHOR} className="space-y-6">
          <SectionHeading id={VIDEOS_ANCHOR} heading={section.heading} />
          <div className="max-w-4xl">
            <VideoGallery
              videos={section.videos}
              initial={initialVideo}
              anchor={VIDEOS_ANCHOR}
              thumbnailsLabel={section.thumbnailsLabel}
              gridClass="grid-cols-3"
              stepLabels={{ previous: section.previousLabel, next: section.nextLabel }}
            />
          </div>
        </section>
      );
    case "steps":
      return (
        <section aria-labelledby={id} className="space-y-8">
          <SectionHeading id={id} heading={section.heading} intro={section.intro} />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {section.steps.map((step, i) => (
              <li key={step.title} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
                <StepNumber n={i + 1} />
                <h3 className="text-lg font-bold text-slate-950">{step.title}</h3>
                <p className="text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "faq":
      return (
        <section aria-labelledby={id} className="max-w-4xl space-y-8">
          <SectionHeading id={id} heading={section.heading} />
          <Faq group={section.group} items={section.items} />
        </section>
      );
    case "experiences":
      return (
        <section aria-labelledby={id} className="space-y-8">
          <SectionHeading id={id} heading={section.heading} intro={section.intro} />
          <ul className="grid gap-8 lg:grid-cols-3">
            {section.experiences.map((experience) => (
              <li key={experience.title}>
                <ExperienceCard experience={experience} />
              </li>
            ))}
          </ul>
        </section>
      );
    case "list":
      return (
        <section aria-labelledby={id} className="space-y-6">
          <SectionHeading id={id} heading={section.heading} intro={section.intro} />
          <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 text-lg text-slate-800">
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
        </section>
      );
    case "buttons":
      return (
        <div className="flex flex-wrap gap-4">
          {section.buttons.map((button, i) => (
            <ActionButton key={button.label} button={button} lang={lang} primary={i === 0} />
          ))}
        </div>
      );
  }
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
          index={index}
          lang={lang}
          initialVideo={initialVideo}
          idPrefix={idPrefix}
        />
      ))}
    </div>
  );
}
