import type { Lang } from "~/i18n-routes";

/** The locale of each language for Intl formatting (dates, numbers): Spain's Spanish, British English, Catalan. */
export const intlLocale: Record<Lang, string> = { es: "es-ES", en: "en-GB", ca: "ca-ES" };

/** The site's clock for dates it shows: the company and most visitors are in Catalonia. */
export const SITE_TIME_ZONE = "Europe/Madrid";
