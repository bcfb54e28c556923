import { useTranslation } from "~/lib/translation";
import { site } from "@content/site";
import { href } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { PageNavLink } from "./nav-link";
import { mainNav } from "./navigation";
import { TrainingMenu } from "./training-menu";

export function SiteHeader() {
  const { t } = useTranslation();
  const { lang } = useCurrentPage();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:gap-4 sm:px-4">
        {/* The brand gives way first on a narrow screen (320 px, or 400 % zoom): its tagline, then its
            name, wrap, so that the language switcher and the menu button always fit beside it. */}
        <a href={href("home", lang)} className="flex min-w-0 flex-col leading-tight">
          <span className="text-xl font-extrabold tracking-tight text-slate-950">{site.brandName}</span>
          <span className="text-[0.7rem] font-semibold tracking-[0.1em] text-indigo-700 min-[400px]:tracking-[0.14em] min-[400px]:whitespace-nowrap sm:tracking-[0.2em]">
            {t("brand.tagline")}
          </span>
        </a>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          {/* Tight at the large breakpoint, where three languages share the bar; no label wraps. */}
          <ul className="flex items-center gap-1 xl:gap-4">
            {mainNav.map((item) => (
              <li key={item.kind === "link" ? item.pageId : item.label}>
                {item.kind === "link" ? (
                  <PageNavLink
                    pageId={item.pageId}
                    className="block rounded px-2 py-2 text-sm font-semibold tracking-wide whitespace-nowrap text-slate-800 hover:text-indigo-700"
                    activeClassName="text-indigo-700 underline decoration-2 underline-offset-8"
                  >
                    {t(item.label)}
                  </PageNavLink>
                ) : (
                  <TrainingMenu group={item} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 min-[400px]:gap-2 sm:gap-3">
          <LanguageSwitcher />
          <a
            href={href("contact", lang)}
            className="hidden rounded-full border-2 border-transparent bg-indigo-700 px-3.5 py-1.5 text-sm font-bold tracking-wide text-white hover:bg-indigo-800 sm:inline-block"
          >
            {t("nav.contactButton")}
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
