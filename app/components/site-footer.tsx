import { useTranslation } from "~/lib/translation";
import { site } from "@content/site";
import type { PageId } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";

const footerLinks: {
  pageId: PageId;
  label:
    | "nav.home"
    | "nav.portfolio"
    | "nav.education"
    | "nav.training"
    | "nav.contact"
    | "footer.privacy"
    | "footer.sitemap";
}[] = [
  { pageId: "home", label: "nav.home" },
  { pageId: "portfolio", label: "nav.portfolio" },
  { pageId: "education", label: "nav.education" },
  { pageId: "training", label: "nav.training" },
  { pageId: "contact", label: "nav.contact" },
  { pageId: "privacy", label: "footer.privacy" },
  { pageId: "sitemap", label: "footer.sitemap" },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const { lang } = useCurrentPage();
  return (
    <footer className="bg-slate-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-2">
          <p className="text-lg font-extrabold text-white">{site.brandName}</p>
          <p className="text-xs font-semibold tracking-[0.2em] text-indigo-300">{t("brand.tagline")}</p>
          <p className="italic" lang="es">
            «{site.quote}»
          </p>
          <p className="text-sm text-slate-300">{t("footer.founded", { year: site.foundingYear })}</p>
        </div>
        <nav aria-label={t("footer.siteLinks")}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerLinks.map(({ pageId, label }) => (
              <li key={pageId}>
                <a href={href(pageId, lang)} className="underline-offset-4 hover:text-white hover:underline">
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The notice is the grant's official text: marked with its language only where the page speaks another. */}
        <p
          lang={t("footer.fundingLang") === lang ? undefined : t("footer.fundingLang")}
          className="text-sm leading-relaxed text-slate-300"
        >
          {t("footer.funding")}
        </p>
      </div>
    </footer>
  );
}
