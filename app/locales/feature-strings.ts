import type { FeatureMessages } from "./es-features";

// The strings of the site's features (the contact form, the game, the classroom…), by group. A page
// renders them from its data (pageBasics sends every group, in its language); an island declares
// the groups it shows (lib/islands/island.tsx) and carries only those to the browser.

export type FeatureGroup = keyof FeatureMessages;

/** Strings of some feature groups, as a page's data carries them. */
export type FeatureStrings = Partial<FeatureMessages>;
