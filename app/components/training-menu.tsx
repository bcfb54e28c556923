import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { useCurrentPage } from "~/lib/use-current-page";
import { PageNavLink } from "./nav-link";
import { isActiveGroup, type NavGroupItem } from "./navigation";

/** How long the dropdown stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

// A <details> element: without JavaScript it opens and closes by click or keyboard. With
// JavaScript it also opens on hover, closes 150 ms after the pointer leaves, on Escape and when
// focus leaves it.
export function TrainingMenu({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation();
  const { pageId } = useCurrentPage();
  const { key: locationKey } = useLocation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const summaryRef = useRef<HTMLElement>(null);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  // Following a link closes the menu (adjusting state during render, not in an effect).
  const [shownAt, setShownAt] = useState(locationKey);
  if (shownAt !== locationKey) {
    setShownAt(locationKey);
    setOpen(false);
  }

  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    // A mouse click on a menu that hovering just opened keeps it open instead of closing it.
    if (event.detail > 0 && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen((wasOpen) => !wasOpen);
  };

  const active = isActiveGroup(group, pageId);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the <details> disclosure is the control; these handlers only add hover, Escape and focus-out to it
    <details
      className="group relative"
      open={open}
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, DROPDOWN_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          summaryRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <summary
        ref={summaryRef}
        onClick={onSummaryClick}
        className={`flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 text-sm font-semibold tracking-wide whitespace-nowrap hover:text-indigo-700 [&::-webkit-details-marker]:hidden ${active ? "text-indigo-700 underline decoration-2 underline-offset-8" : "text-slate-800"}`}
      >
        {t(group.label)}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <ul className="absolute top-full left-0 z-50 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        {group.items.map((item) => (
          <li key={item.pageId}>
            <PageNavLink
              pageId={item.pageId}
              className="block rounded px-3 py-2 text-sm font-semibold tracking-wide text-slate-800 hover:bg-slate-100"
              activeClassName="bg-indigo-50 text-indigo-800"
            >
              {t(item.label)}
            </PageNavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
