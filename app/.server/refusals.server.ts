import type { Lang } from "~/i18n-routes";
import type { RefusedPost, RefusedPostStatus } from "~/lib/refused-post";
import type { RefusalReason } from "./http-boundary";
import { translatorFor } from "./i18n.server";

// The words of the HTTP boundary's refusals, in the language of the address refused.

/** The page shown for a form post refused before its action ran. */
export async function refusedPostPage(lang: Lang, status: RefusedPostStatus): Promise<RefusedPost> {
  const t = await translatorFor(lang);
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
export async function refusalText(lang: Lang, reason: RefusalReason): Promise<string> {
  return (await translatorFor(lang))(plainTextKeys[reason]);
}
