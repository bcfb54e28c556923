import type { Lang } from "~/i18n-routes";
import { project as artistVrCa } from "./ca/projects/artist-vr";
import { project as automationToolkitCa } from "./ca/projects/automation-toolkit";
import { project as deaRCa } from "./ca/projects/dea-r";
import { project as firstAiducationCa } from "./ca/projects/first-aiducation";
import { project as gaussianSplattingCa } from "./ca/projects/gaussian-splatting";
import { project as kalyanCa } from "./ca/projects/kalyan";
import { project as artistVrEn } from "./en/projects/artist-vr";
import { project as automationToolkitEn } from "./en/projects/automation-toolkit";
import { project as deaREn } from "./en/projects/dea-r";
import { project as firstAiducationEn } from "./en/projects/first-aiducation";
import { project as gaussianSplattingEn } from "./en/projects/gaussian-splatting";
import { project as kalyanEn } from "./en/projects/kalyan";
import { project as artistVrEs } from "./es/projects/artist-vr";
import { project as automationToolkitEs } from "./es/projects/automation-toolkit";
import { project as deaREs } from "./es/projects/dea-r";
import { project as firstAiducationEs } from "./es/projects/first-aiducation";
import { project as gaussianSplattingEs } from "./es/projects/gaussian-splatting";
import { project as kalyanEs } from "./es/projects/kalyan";
import type { ProjectPage, ProjectSlug, ProjectSummary } from "./types";

// Every project in every language. Read by loaders only, so a browser receives just the page it shows.

/** Projects with a page of their own here (First Aiducation's page is the programme's page). */
export type DetailSlug = Exclude<ProjectSlug, "first-aiducation">;

export const projectPages: Record<Lang, Record<DetailSlug, ProjectPage>> = {
  es: {
    "artist-vr": artistVrEs,
    "automation-toolkit": automationToolkitEs,
    "dea-r": deaREs,
    "gaussian-splatting": gaussianSplattingEs,
    kalyan: kalyanEs,
  },
  en: {
    "artist-vr": artistVrEn,
    "automation-toolkit": automationToolkitEn,
    "dea-r": deaREn,
    "gaussian-splatting": gaussianSplattingEn,
    kalyan: kalyanEn,
  },
  ca: {
    "artist-vr": artistVrCa,
    "automation-toolkit": automationToolkitCa,
    "dea-r": deaRCa,
    "gaussian-splatting": gaussianSplattingCa,
    kalyan: kalyanCa,
  },
};

const firstAiducation: Record<Lang, ProjectSummary> = {
  es: firstAiducationEs,
  en: firstAiducationEn,
  ca: firstAiducationCa,
};

function summary({ slug, title, description, category, tech, image }: ProjectSummary): ProjectSummary {
  return { slug, title, description, category, tech, image };
}

/** The portfolio's cards, in the order the company presents its projects. */
export function projectSummaries(lang: Lang): ProjectSummary[] {
  const pages = projectPages[lang];
  return [
    firstAiducation[lang],
    pages["artist-vr"],
    pages["automation-toolkit"],
    pages.kalyan,
    pages["dea-r"],
    pages["gaussian-splatting"],
  ].map(summary);
}
