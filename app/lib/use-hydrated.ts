import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and during hydration, true once the page's scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The attribute of <html> that says the whole document is hydrated (interactive). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks <html> once the whole document is hydrated: the root's effects run after the commit of
 * the whole tree. Until then a control shows the server's HTML, and what a visitor does to it may
 * be undone by hydration (a controlled <select> takes its state back); the end-to-end tests wait
 * for this mark before they use the page's scripts.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
