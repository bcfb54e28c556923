import { useLocation } from "@remix-run/react";
import type { Lang, PageId } from "~/i18n-routes";
import { langFromPath, matchPage } from "./paths";

/** The page being shown (null on the not-found page) and its language, from the address. */
export function useCurrentPage(): { pageId: PageId | null; lang: Lang; pathname: string; search: string } {
  const { pathname, search } = useLocation();
  return { pageId: matchPage(pathname)?.pageId ?? null, lang: langFromPath(pathname), pathname, search };
}
