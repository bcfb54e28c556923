import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "~/i18n-routes";
import type { Flash } from "./flash";

// What the root loader (app/root.tsx) sends with every page, typed here so that components read it
// without importing the root module (which imports them).

export interface RootData {
  lang: Lang;
  siteUrl: string;
  flash: Flash | null;
}

export const ROOT_ROUTE_ID = "root";

/** The root loader's data; undefined on an error page that the root loader did not answer. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
}
