import type { Lang } from "../i18n-routes";

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

function qualityOf(ranges: LanguageRange[], primary: string): number {
  return Math.max(
    0,
    ...ranges.filter((r) => r.tag === primary || r.tag.startsWith(`${primary}-`)).map((r) => r.quality),
  );
}

/**
 * The site language that a browser's Accept-Language prefers: English only when it ranks English
 * above both Spanish and Catalan (Catalan readers get the Spanish site, which carries Catalan text).
 */
export function preferredLang(acceptLanguage: string | null): Lang {
  if (!acceptLanguage) return "es";
  const ranges = parseAcceptLanguage(acceptLanguage);
  const english = qualityOf(ranges, "en");
  const spanishOrCatalan = Math.max(qualityOf(ranges, "es"), qualityOf(ranges, "ca"));
  return english > spanishOrCatalan ? "en" : "es";
}
