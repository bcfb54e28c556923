import type { Lang } from "~/i18n-routes";
import { education as educationCa } from "./ca/education";
import { firstAiducation as firstAiducationCa } from "./ca/first-aiducation";
import { training as trainingCa } from "./ca/training";
import { education as educationEn } from "./en/education";
import { firstAiducation as firstAiducationEn } from "./en/first-aiducation";
import { training as trainingEn } from "./en/training";
import { education as educationEs } from "./es/education";
import { firstAiducation as firstAiducationEs } from "./es/first-aiducation";
import { training as trainingEs } from "./es/training";
import type { FirstAiducationContent, SectionsPage } from "./types";

// The programme pages in every language. Read by loaders only, so a browser receives just the page
// it shows.

/** Pages made only of sections, rendered by app/pages/sections-page.tsx. */
export const sectionsPages: Record<"education" | "training", Record<Lang, SectionsPage>> = {
  education: { es: educationEs, en: educationEn, ca: educationCa },
  training: { es: trainingEs, en: trainingEn, ca: trainingCa },
};

export type SectionsPageId = keyof typeof sectionsPages;

export const firstAiducationContent: Record<Lang, FirstAiducationContent> = {
  es: firstAiducationEs,
  en: firstAiducationEn,
  ca: firstAiducationCa,
};
