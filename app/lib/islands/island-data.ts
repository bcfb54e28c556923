import type { FeatureStrings } from "~/locales/feature-strings";

/** The attribute that marks an island's container; a JSON script with its data follows it. */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * When an island hydrates (docs/decisions/0018-islands-hydrate-when-needed.md), as its declaration
 * says:
 * - "load": as soon as its script arrives, for an island that must listen from the start (a
 *   pupil's round, the teacher's live table);
 * - "visible": once the page has loaded and the island comes near the viewport, for a control that
 *   cannot take a gesture before (the slider);
 * - "interaction": at the visitor's first touch, click, key or focus in it, for a component that is
 *   complete as HTML until then (a form that posts, a game that waits for Start). Its script is
 *   fetched, not run, when it comes near the viewport after the page has loaded; if it was further
 *   down when the page was shown, it hydrates as the visitor scrolls to it, so that the first tap
 *   finds it ready.
 */
export type IslandHydration = "load" | "visible" | "interaction";

/** The attribute of a container whose island waits ("visible" or "interaction"): the inline loader reads it. */
export const HYDRATE_ATTRIBUTE = "data-hydrate";

/** The attribute and event of a container once its island is hydrated (its effects have run). */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";
export const ISLAND_HYDRATED_EVENT = "island-hydrated";

/** The id of the JSON script with the built files of the islands that wait (island-loader.inline.js). */
export const ISLAND_PLAN_ID = "island-plan";

/** What the browser entry reads from the JSON script after the island's container. */
export interface IslandData<Props> {
  props: Props;
  features?: FeatureStrings;
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
