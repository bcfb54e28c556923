import { ca } from "./ca";
import { caFeatures } from "./ca-features";
import { caHttp } from "./ca-http";
import { caMeta } from "./ca-meta";
import { en } from "./en";
import { enFeatures } from "./en-features";
import { enHttp } from "./en-http";
import { enMeta } from "./en-meta";
import { es } from "./es";
import { esFeatures } from "./es-features";
import { esHttp } from "./es-http";
import { esMeta } from "./es-meta";

// Every string of each language: what the server translates with (remix-i18next in loaders and
// meta) and what the type of a translation key is checked against. The browser never imports
// this module: it loads es.ts/en.ts, gets feature strings with page data (feature-strings.ts), and
// page titles and descriptions (es-meta.ts, en-meta.ts) only inside the metadata the server builds,
// and the HTTP boundary's answers (es-http.ts, en-http.ts) only as the server sends them.

export const messages = {
  es: { ...es, ...esFeatures, ...esMeta, ...esHttp },
  en: { ...en, ...enFeatures, ...enMeta, ...enHttp },
  ca: { ...ca, ...caFeatures, ...caMeta, ...caHttp },
};

export type Messages = typeof messages.es;
