import type { Lang } from "~/i18n-routes";
import { course as courseCa } from "./ca/course";
import {
  deviceVideoEntries as deviceVideosCa,
  resources as resourcesCa,
  svbVideoEntries as svbVideosCa,
} from "./ca/resources";
import { course as courseEn } from "./en/course";
import {
  deviceVideoEntries as deviceVideosEn,
  resources as resourcesEn,
  svbVideoEntries as svbVideosEn,
} from "./en/resources";
import { course as courseEs } from "./es/course";
import {
  deviceVideoEntries as deviceVideosEs,
  resources as resourcesEs,
  svbVideoEntries as svbVideosEs,
} from "./es/resources";
import type { CourseContent, ResourcesContent, VideoEntry } from "./types";

// The First Aiducation resources page and the NeoSalus course in every language, with the videos
// they share: the two basic life support (SVB) lessons and the five headset tutorials. Read by
// loaders only, so a browser receives just the page it shows.

export interface LearningContent {
  resources: ResourcesContent;
  course: CourseContent;
  /** The two basic life support videos, in the order of svbVideos (content/videos.ts). */
  svbVideos: VideoEntry[];
  /** The five headset tutorials, in the order of deviceVideos (content/videos.ts). */
  deviceVideos: VideoEntry[];
}

export const learningContent: Record<Lang, LearningContent> = {
  es: { resources: resourcesEs, course: courseEs, svbVideos: svbVideosEs, deviceVideos: deviceVideosEs },
  en: { resources: resourcesEn, course: courseEn, svbVideos: svbVideosEn, deviceVideos: deviceVideosEn },
  ca: { resources: resourcesCa, course: courseCa, svbVideos: svbVideosCa, deviceVideos: deviceVideosCa },
};
