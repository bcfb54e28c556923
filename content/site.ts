// Facts about the company that every page may need. One brand name, defined once.

export const site = {
  brandName: "Estudio XR",
  /** Used when the SITE_URL variable is missing (it is set in wrangler.toml). */
  defaultSiteUrl: "https://estudioxr.example",
  foundingYear: 2025,
  /** Date the site's content last changed (YYYY-MM-DD): the `lastmod` of /sitemap.xml. Update it with the copy. */
  contentUpdated: "2026-11-27",
  quote: "Experimentar es creer en el futuro",
  /** Languages in which the company answers contacts (ISO 639-1). */
  contactLanguages: ["es", "en", "ca"],
  areaServed: { country: "Spain", region: "Catalonia" },
  services: {
    es: ["Desarrollo de realidad virtual", "Desarrollo de realidad aumentada", "Formación virtual"],
    en: ["Virtual reality development", "Augmented reality development", "Virtual training"],
    ca: ["Desenvolupament de realitat virtual", "Desenvolupament de realitat augmentada", "Formació virtual"],
  },
} as const;
