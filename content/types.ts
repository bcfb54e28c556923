// Types of the static content in content/es and content/en. Both languages satisfy the same type.
import type { PageId } from "~/i18n-routes";

/** A section of the privacy policy: a heading and its paragraphs or list items. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface PrivacyPolicy {
  /**
   * The date line shown under the heading, written from the version in force (`privacyPolicyVersion`,
   * an ISO date), e.g. "Versión del 21 de noviembre de 2026".
   */
  versionLabel: (version: string) => string;
  sections: PolicySection[];
}

/** A video on the provider's site, shown with a poster served from this site until it is played. */
export interface VideoEntry {
  /** The provider's video id (11 characters on YouTube); null while the video is not published. */
  id: string | null;
  title: string;
  description: string;
  /** Poster image under public/, e.g. "/videos/artistic-vr.svg". */
  poster: string;
}

/** A vertical (9:16) video of an event. */
export interface EventsVideo {
  /** The provider's video id; null while the video is not published. */
  id: string | null;
  title: string;
  poster: string;
}

/** Where a service card's button leads: a page of the route table, or an anchor of the home page. */
export type ServiceLink =
  { kind: "page"; pageId: "education" | "training" | "portfolio-kalyan" } | { kind: "anchor"; id: "videos" };

export interface ServiceCard {
  title: string;
  subtitle: string;
  description: string;
  /** Tailwind classes of the colour bar, e.g. "from-indigo-600 to-sky-500". */
  gradient: string;
  /** The outline button: its label (the sector's name) and destination. The first card has none. */
  link?: { label: string; to: ServiceLink };
}

export interface Testimonial {
  text: string;
  author: string;
  role: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Letter shown in the avatar. */
  initial: string;
}

export interface FaqItem {
  /** "item-0" … "item-5". */
  value: string;
  question: string;
  answer: string;
}

export interface TextBlock {
  title: string;
  text: string;
}

/** Everything the home page says, in one language. */
export interface HomeContent {
  hero: { tagline: string; lead: string; quoteButton: string; sectionNavLabel: string };
  about: { heading: string; text: string[]; contactButton: string };
  /** The entry for schools: the free classroom, for a whole class, in a lesson's time. */
  schools: { heading: string; text: string; button: string };
  experience: { heading: string; intro: string; videos: VideoEntry[]; thumbnailsLabel: string };
  services: { heading: string; intro: string; cards: ServiceCard[] };
  customDevelopment: {
    heading: string;
    intro: string;
    benefits: TextBlock[];
    button: string;
    processHeading: string;
    steps: TextBlock[];
  };
  testimonials: { heading: string; items: Testimonial[] };
  whyUs: { heading: string; blocks: TextBlock[] };
  events: { heading: string; intro: string; videos: EventsVideo[] };
  faq: { heading: string; items: FaqItem[] };
  contact: { heading: string; intro: string };
}

/** The six projects of the portfolio, by slug (their pages are `portfolio-<slug>` in the route table). */
export const projectSlugs = [
  "first-aiducation",
  "artist-vr",
  "automation-toolkit",
  "kalyan",
  "dea-r",
  "gaussian-splatting",
] as const;

export type ProjectSlug = (typeof projectSlugs)[number];

/** A project as its portfolio card shows it (and as the top of its own page). */
export interface ProjectSummary {
  slug: ProjectSlug;
  title: string;
  description: string;
  category: string;
  tech: string[];
  /** A light image made for the site, under public/portfolio/. */
  image: { src: string; alt: string };
}

/**
 * Where a project button leads. Most of them have no page of their own to open: those lead
 * to the contact page with a topic (a key of app/features/contact/topics.ts) that presets the form.
 */
export type ProjectAction =
  | { kind: "contact"; topic: string }
  | { kind: "external"; url: string }
  /** A page of this site (a page id of app/i18n-routes.ts), in the page's language. */
  | { kind: "page"; pageId: PageId };

export interface ProjectButton {
  label: string;
  action: ProjectAction;
}

export interface Stat {
  /** The figure as shown, e.g. "85%", "+50", "4K+". */
  value: string;
  label: string;
}

export interface Partner {
  name: string;
  /** Logo under public/portfolio/partners/. */
  logo: string;
  /** The partner's site, when it is public. */
  url?: string;
}

/** A programme of the education page. */
export interface EducationExperience {
  title: string;
  subtitle: string;
  description: string;
  benefits: string[];
  /** Length of a session in minutes. */
  minutes: number;
  /** Youngest and oldest students it is designed for. */
  ages: { min: number; max: number };
  /** Not bookable yet: shown with a "coming soon" mark. */
  comingSoon: boolean;
  /** A light illustration under public/education/. */
  image: { src: string; alt: string };
  /** A page where the experience can be tried or followed up (basic life support: the classroom simulator). */
  link?: { label: string; pageId: "classroom" };
}

/** The blocks a content page (a project, education, training, First Aiducation) is made of, rendered in order. */
export type ContentSection =
  | { kind: "text"; heading: string; paragraphs: string[] }
  | { kind: "cards"; heading: string; intro?: string; cards: TextBlock[] }
  | { kind: "stats"; heading: string; intro?: string; stats: Stat[] }
  | { kind: "partners"; heading: string; partners: Partner[] }
  | {
      kind: "testimonial";
      heading: string;
      text: string;
      author: string;
      role: string;
      /** E.g. "Cliente desde 2023". */
      since: string;
      link?: { label: string; url: string };
    }
  | { kind: "video"; heading: string; video: VideoEntry }
  | {
      kind: "video-carousel";
      heading: string;
      videos: VideoEntry[];
      previousLabel: string;
      nextLabel: string;
      thumbnailsLabel: string;
    }
  | { kind: "buttons"; buttons: ProjectButton[] }
  /** A numbered process, e.g. the four steps of the weekly rental. */
  | { kind: "steps"; heading: string; intro?: string; steps: TextBlock[] }
  /** An exclusive accordion; `group` names its <details> elements and must be unique on the page. */
  | { kind: "faq"; heading: string; group: string; items: FaqItem[] }
  | { kind: "experiences"; heading: string; intro?: string; experiences: EducationExperience[] }
  /** A text block with a bullet list, e.g. what a rental box holds. */
  | { kind: "list"; heading: string; intro?: string; items: string[] };

export interface ProjectPage extends ProjectSummary {
  sections: ContentSection[];
}

/**
 * A page whose heading and introduction are in the locales (pages.<id>) and whose body is made of
 * sections: education and corporate training.
 */
export interface SectionsPage {
  /** Illustration beside the page heading. */
  image: { src: string; alt: string };
  sections: ContentSection[];
}

/** The First Aiducation page: sections, then the game and its leaderboard, then closing sections. */
export interface FirstAiducationContent extends SectionsPage {
  game: { heading: string; intro: string; leaderboardHeading: string; leaderboardIntro: string };
  /** Sections shown after the game (links to the contact page and the resources). */
  closing: ContentSection[];
}

/** The portfolio page's own copy; its cards come from the projects. */
export interface PortfolioContent {
  cta: { heading: string; text: string; button: string };
}

/** A block of a manual's section, laid out by scripts/make-manuals.ts. */
export type ManualBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  /** A numbered sequence, e.g. the steps of CPR. */
  | { kind: "steps"; items: string[] }
  /** A framed warning or key point. */
  | { kind: "note"; text: string };

export interface ManualSection {
  heading: string;
  blocks: ManualBlock[];
}

export const manualIds = ["basic-life-support", "device-guide", "device-care"] as const;
export type ManualId = (typeof manualIds)[number];

/**
 * A downloadable PDF manual: what the site lists (title, description,
 * pages, url) and the text from which scripts/make-manuals.ts writes the file.
 */
export interface Manual {
  id: ManualId;
  title: string;
  description: string;
  /** Page count as listed on the site; a test checks it against the PDF. */
  pages: number;
  /** The PDF under public/, e.g. "/manuals/es/manual-soporte-vital-basico.pdf". */
  url: string;
  sections: ManualSection[];
}

/** What a page lists of a manual: the PDF's text stays on the server. */
export type ManualListing = Omit<Manual, "sections">;

/** The tabs of the resources page, in order; the id is the `?tab=` value. */
export const resourceTabIds = ["svb", "devices", "manuals"] as const;
export type ResourceTabId = (typeof resourceTabIds)[number];

export interface ResourcesContent {
  image: { src: string; alt: string };
  tabs: Record<ResourceTabId, { label: string; heading: string; intro: string }>;
  /** Label of each video list (thumbnails), per video tab. */
  thumbnailsLabel: Record<"svb" | "devices", string>;
  /** Above the manuals list, e.g. the language of the PDFs. */
  manualsNote?: string;
  feedback: { heading: string; intro: string };
}

export type CourseStepIcon = "intro" | "video" | "heart" | "headset" | "book" | "star";

/** A step of the six-step course (id, title, icon, description). */
export interface CourseStep {
  /** 0 to 5, the `?step=` value. */
  id: number;
  title: string;
  icon: CourseStepIcon;
  description: string;
}

export interface CourseContent {
  image: { src: string; alt: string };
  /** The six steps in order (introduction, SVB videos, simulator, device use, manuals, rating). */
  steps: CourseStep[];
  /** Step 0. */
  introduction: { paragraphs: string[]; start: string };
  /** Step 1: the two basic-life-support videos. */
  svb: { paragraphs: string[]; thumbnailsLabel: string };
  /** Step 2: the goal (100–120 compressions a minute for a minute) and advice for the simulator. */
  simulator: { goal: string; tips: string[] };
  /** Step 3: the five device tutorials and the slide-to-confirm control. */
  devices: {
    paragraphs: string[];
    thumbnailsLabel: string;
    /** 'Desliza para confirmar: He completado la fase virtual'. */
    slideLabel: string;
    /** '✓ Fase virtual completada'. */
    completed: string;
    /** The submit button that stands in for the slide control without JavaScript. */
    confirmButton: string;
  };
  /** Step 4: the guidelines' cover and the button to the ERC 2025 guidelines. */
  guidelines: { paragraphs: string[]; cover: { src: string; alt: string }; button: string; manualsIntro: string };
  /** Step 5: the rating, the congratulations and the way back. */
  finish: {
    ratingHeading: string;
    congratulationsHeading: string;
    congratulations: string[];
    restart: string;
    backToTraining: string;
  };
}
