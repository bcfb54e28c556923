import type { PageId } from "~/i18n-routes";
import type { FeatureMessages } from "./es-features";

// Which feature strings each page renders. Every page's loader sends these groups, in its
// language, with its data (pageBasics); the shared strings (es.ts, en.ts) are loaded on every page.
// A group missing here shows its keys instead of text, on the server and in the browser alike.

export type FeatureGroup = keyof FeatureMessages;

export const featureGroupsOfPage: Partial<Record<PageId, readonly FeatureGroup[]>> = {
  home: ["contact"],
  contact: ["contact"],
  "first-aiducation": ["game", "leaderboard"],
  "portfolio-first-aiducation": ["game", "leaderboard"],
  resources: ["feedback", "resources", "course"],
  course: ["game", "feedback", "slide", "course", "resources"],
  classroom: ["classroom", "game"],
};

/** Strings of some feature groups, as a page's data carries them. */
export type FeatureStrings = Partial<FeatureMessages>;
