import type { Lang } from "~/i18n-routes";
import type { RefusedPost, RefusedPostStatus } from "~/lib/refused-post";
import { createTranslator } from "~/lib/translate";
import { caHttp } from "~/locales/ca-http";
import { enHttp } from "~/locales/en-http";
import { esHttp } from "~/locales/es-http";
import type { RefusalReason } from "./http-boundary";

// The words of the HTTP boundary's refusals, in the language of the address refused. server.ts
// uses them before Remix runs: the small translator and these strings only, not i18next and every
// string of the site, which would be bundled into the Worker a second time.

const translators: Record<Lang, ReturnType<typeof createTranslator>> = {
  es: createTranslator("es", esHttp),
  en: createTranslator("en", enHttp),
  ca: createTranslator("ca", caHttp),
};

/** The page shown for a form post refused before its action ran. */
export function refusedPostPage(lang: Lang, status: RefusedPostStatus): RefusedPost {
  const t = translators[lang];
  return {
    kind: "refused-post",
    title: t("http.refusedTitle"),
    message: t(status === 403 ? "http.crossSite" : "http.tooLarge"),
    hint: t("http.refusedHint"),
    backLabel: t("http.backToForm"),
  };
}

const plainTextKeys = {
  "url too long": "http.uriTooLong",
  "malformed url": "http.badRequest",
  "legacy data request": "http.badRequest",
  "method not allowed": "http.methodNotAllowed",
  "cross-site post": "http.crossSite",
  "body too large": "http.tooLarge",
  "body unreadable": "http.badRequest",
  "body too slow": "http.timeout",
} as const satisfies Record<RefusalReason, string>;

/** The one-line answer to a refused request that no page renders (a script's, a data request's). */
export function refusalText(lang: Lang, reason: RefusalReason): string {
  return translators[lang](plainTextKeys[reason]);
}
