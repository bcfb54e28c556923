import type { Lang } from "~/i18n-routes";
import { manuals as manualsCa } from "./ca/manuals";
import { manuals as manualsEn } from "./en/manuals";
import { manuals as manualsEs } from "./es/manuals";
import type { Manual, ManualListing } from "./types";

// The downloadable PDF manuals in every language. The full text is what scripts/make-manuals.ts lays
// out; a page needs only the listing, so loaders return manualListings() and the text stays on the
// server.

export const manuals: Record<Lang, Manual[]> = { es: manualsEs, en: manualsEn, ca: manualsCa };

/** The manuals of one language as a page lists them: everything but the text. */
export function manualListings(lang: Lang): ManualListing[] {
  return manuals[lang].map(({ id, title, description, pages, url }) => ({ id, title, description, pages, url }));
}
