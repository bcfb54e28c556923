import type { TranslationKey } from "~/lib/translate";
import { parentPageOf, type PageId } from "~/i18n-routes";

// The main navigation, shared by the desktop bar and the mobile menu.

export interface NavLinkItem {
  kind: "link";
  pageId: PageId;
  label: TranslationKey;
}

export interface NavGroupItem {
  kind: "group";
  label: TranslationKey;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const mainNav: NavItem[] = [
  { kind: "link", pageId: "home", label: "nav.home" },
  { kind: "link", pageId: "portfolio", label: "nav.portfolio" },
  {
    kind: "group",
    label: "nav.training",
    items: [
      { kind: "link", pageId: "education", label: "nav.schools" },
      { kind: "link", pageId: "training", label: "nav.business" },
    ],
  },
  { kind: "link", pageId: "contact", label: "nav.contact" },
];

/** Whether a navigation entry leads to the current page or to the section that holds it. */
export function isActiveEntry(entry: PageId, current: PageId | null): boolean {
  for (let page = current; page; page = parentPageOf[page] ?? null) {
    if (page === entry) return true;
  }
  return false;
}

export function isActiveGroup(group: NavGroupItem, current: PageId | null): boolean {
  return group.items.some((item) => isActiveEntry(item.pageId, current));
}
