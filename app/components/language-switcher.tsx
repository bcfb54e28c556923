import { useTranslation } from "~/lib/translation";
import { languageChoiceOrder } from "~/i18n-routes";
import { counterpartHref } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";

// Plain links (not client-side navigation): the new document loads only its own language's
// strings, and the server records the choice in the `lang` cookie (see edge-redirects.ts).
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang, pathname, search } = useCurrentPage();
  return (
    <ul aria-label={t("language.label")} className="flex items-center text-sm font-semibold min-[400px]:gap-1">
      {languageChoiceOrder.map((target) => {
        const label = (
          <>
            {target.toUpperCase()}
            <span className="sr-only"> · {t(`language.${target}`)}</span>
          </>
        );
        return (
          <li key={target}>
            {target === lang ? (
              <span aria-current="true" className="block px-1.5 py-1 underline sm:px-2 decoration-2 underline-offset-4">
                {label}
              </span>
            ) : (
              <a
                href={counterpartHref(pathname, search, target)}
                hrefLang={target}
                lang={target}
                className="block rounded px-1.5 py-1 text-slate-700 sm:px-2 hover:bg-slate-100 hover:text-slate-950"
              >
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
