import { defaultLang, languages, type Lang } from "../i18n-routes";

interface LanguageRange {
  tag: string;
  quality: number;
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  return header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((range) => range.tag !== "" && range.tag !== "*" && range.quality > 0);
}

/**
 * The site language that a browser's Accept-Language ranks first among Spanish, English and
 * Catalan: the range of highest quality, and at equal quality the one listed first. Spanish when
 * it names none of them.
 */
export function preferredLang(acceptLanguage: string | null): Lang {
  let best: { lang: Lang; quality: number } | null = null;
  for (const range of parseAcceptLanguage(acceptLanguage ?? "")) {
    const lang = languages.find((code) => range.tag === code || range.tag.startsWith(`${code}-`));
    if (lang && range.quality > (best?.quality ?? 0)) best = { lang, quality: range.quality };
  }
  return best?.lang ?? defaultLang;
}
