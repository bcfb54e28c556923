/**
 * The islands: interactive components that a page without the Remix application hydrates alone
 * (decision 0012). Each has a browser entry `app/islands/<name>.entry.tsx`, a Vite input of its own,
 * which a page loads only when it renders that island.
 */
export const islandNames = [
  "contact-form",
  "compression-game",
  "feedback-widget",
  "slide-confirm",
  "resource-tabs",
  "class-results",
  "copy-link",
] as const;
export type IslandName = (typeof islandNames)[number];

/** The entry module of an island, relative to the project (the Vite input and its manifest key). */
export function islandEntryPath(name: IslandName): string {
  return `app/islands/${name}.entry.tsx`;
}
