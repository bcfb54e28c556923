import type { FeatureStrings } from "~/locales/feature-strings";

/** The attribute that marks an island's container; a JSON script with its data follows it. */
export const ISLAND_ATTRIBUTE = "data-island";

/** What the browser entry reads from the JSON script after the island's container. */
export interface IslandData<Props> {
  props: Props;
  features?: FeatureStrings;
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
