// Types of the static content in content/es and content/en. Both languages satisfy the same type.

/** A section of the privacy policy: a heading and its paragraphs or list items. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface PrivacyPolicy {
  /** Date line shown under the heading, e.g. "Versión del 21 de noviembre de 2026". */
  versionLabel: string;
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
