import { useTranslation } from "~/lib/translation";
import { PageNavLink } from "./nav-link";
import { mainNav } from "./navigation";

// Below the large breakpoint the navigation folds into a <details> menu, which opens and closes
// with no script; following a link loads the next page with the menu closed.
export function MobileMenu() {
  const { t } = useTranslation();
  const linkClass =
    "block rounded px-3 py-3 text-base font-semibold tracking-wide break-words text-slate-800 hover:bg-slate-100";
  const activeClass = "bg-indigo-50 text-indigo-800";
  return (
    <details className="group lg:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-2.5 py-2 text-sm font-semibold min-[400px]:px-3 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path className="group-open:hidden" fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          <path
            className="hidden group-open:block"
            fill="currentColor"
            d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
          />
        </svg>
        {/* The word gives way to the icon alone on the narrowest phones; screen readers keep it. */}
        <span className="max-[399px]:sr-only">{t("nav.menu")}</span>
      </summary>
      <nav
        aria-label={t("nav.menu")}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="mx-auto max-w-7xl space-y-1 pt-2">
          {mainNav.map((item) =>
            item.kind === "link" ? (
              <li key={item.pageId}>
                <PageNavLink pageId={item.pageId} className={linkClass} activeClassName={activeClass}>
                  {t(item.label)}
                </PageNavLink>
              </li>
            ) : (
              <li key={item.label}>
                <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-slate-600">{t(item.label)}</p>
                <ul className="space-y-1 pl-3">
                  {item.items.map((sub) => (
                    <li key={sub.pageId}>
                      <PageNavLink pageId={sub.pageId} className={linkClass} activeClassName={activeClass}>
                        {t(sub.label)}
                      </PageNavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}
