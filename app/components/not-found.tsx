import { useTranslation } from "~/lib/translation";
import { languageChoiceOrder, type Lang } from "~/i18n-routes";
import { href, pathHasLang } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";
import { ButtonLink } from "~/components/ui/button-link";

function NotFoundMessage({ lang, headingLevel }: { lang: Lang; headingLevel: "h1" | "h2" }) {
  const { t } = useTranslation(lang);
  const Heading = headingLevel;
  return (
    <section lang={lang} className="space-y-4">
      <Heading className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {t("notFound.title")}
      </Heading>
      <p className="text-lg text-slate-700">{t("notFound.text")}</p>
      <ButtonLink href={href("home", lang)}>{t("notFound.backHome")}</ButtonLink>
    </section>
  );
}

/** The not-found page: in the address's language, or in all three when the address names none. */
export function NotFound() {
  const { lang, pathname } = useCurrentPage();
  const both = !pathHasLang(pathname);
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-20">
      {both ? (
        <>
          <h1 className="sr-only">404</h1>
          {languageChoiceOrder.map((l) => (
            <NotFoundMessage key={l} lang={l} headingLevel="h2" />
          ))}
        </>
      ) : (
        <NotFoundMessage lang={lang} headingLevel="h1" />
      )}
    </div>
  );
}
