import { useTranslation } from "~/lib/translation";
import { useCurrentPage } from "~/lib/use-current-page";
import { PageNavLink } from "./nav-link";
import { isActiveGroup, type NavGroupItem } from "./navigation";

// A <details> element, with no script: a click, a tap, Enter or Space opens and closes it. Where
// the browser can style a disclosure's content (::details-content), app.css also opens it while
// the pointer is over it, keeps it 150 ms after the pointer leaves, and hides an open menu that
// neither the pointer nor the focus is in any more (a click elsewhere, Tab past its last link).
export function TrainingMenu({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation();
  const { pageId } = useCurrentPage();
  const active = isActiveGroup(group, pageId);
  return (
    <details className="nav-dropdown group relative">
      <summary
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
