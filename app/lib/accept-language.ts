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

/** How much the browser wants a language: its best quality, and where it first appears (for ties). */
function rankOf(ranges: LanguageRange[], lang: Lang): { quality: number; position: number } {
  let quality = 0;
  let position = Infinity;
  ranges.forEach((range, index) => {
    if (range.tag !== lang && !range.tag.startsWith(`${lang}-`)) return;
    quality = Math.max(quality, range.quality);
    position = Math.min(position, index);
  });
  return { quality, position };
}

/**
 * The site language that a browser's Accept-Language ranks first among Spanish, English and
 * Catalan: the highest quality, and at equal quality the one listed first. Spanish when it names
 * none of them.
 */
export function preferredLang(acceptLanguage: string | null): Lang {
  if (!acceptLanguage) return defaultLang;
  const ranges = parseAcceptLanguage(acceptLanguage);
  let best: { lang: Lang; quality: number; position: number } = { lang: defaultLang, quality: 0, position: Infinity };
  for (const lang of languages) {
    const rank = rankOf(ranges, lang);
    if (rank.quality > best.quality || (rank.quality === best.quality && rank.position < best.position)) {
      best = { lang, ...rank };
    }
  }
  return best.quality > 0 ? best.lang : defaultLang;
}
