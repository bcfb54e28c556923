import { useMatches } from "@remix-run/react";
import type { FeatureStrings } from "~/locales/feature-strings";

/** The page's feature strings, which come with its data (locales/feature-strings.ts). */
export function usePageFeatureStrings(): FeatureStrings | undefined {
  return useMatches()
    .map((match) => (match.data as { strings?: FeatureStrings } | undefined)?.strings)
    .find(Boolean);
}
