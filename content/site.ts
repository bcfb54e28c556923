// Facts about the company that every page may need. One brand name, defined once.

export const site = {
  brandName: "Estudio XR",
  /** Used when the SITE_URL variable is missing (it is set in wrangler.toml). */
  defaultSiteUrl: "https://estudioxr.example",
  foundingYear: 2025,
  /** Date the site's content last changed (YYYY-MM-DD): the `lastmod` of /sitemap.xml. Update it with the copy. */
  contentUpdated: "2026-11-21",
  quote: "Experimentar es creer en el futuro",
  /** Languages in which the company answers contacts (ISO 639-1). */
  contactLanguages: ["es", "en", "ca"],
  areaServed: { country: "Spain", region: "Catalonia" },
  services: {
    es: ["Desarrollo de realidad virtual", "Desarrollo de realidad aumentada", "Formación virtual"],
    en: ["Virtual reality development", "Augmented reality development", "Virtual training"],
    ca: ["Desenvolupament de realitat virtual", "Desenvolupament de realitat augmentada", "Formació virtual"],
  },
  externalUrls: {
    /**
     * The automation toolkit on the Unity Asset Store. The specification does not give the
     * listing's address, so this is the store's search for the tool; replace it with the
     * listing's own address once it is public.
     */
    unityAssetStore: "https://assetstore.unity.com/?q=automation%20toolkit",
    /**
     * Where the feedback widget's "like" sends visitors to leave a public review. The
     * specification does not give the address, so this is a map search for the brand, where
     * reviews are left; replace it with the company's own "write a review" link.
     */
    reviewPage: "https://www.google.com/maps/search/?api=1&query=Estudio%20XR",
    /**
     * The European Resuscitation Council 2025 guidelines, opened from the course (step 4). The
     * specification names an external notebook of them without its address; this is the ERC's
     * own guidelines site.
     */
    ercGuidelines2025: "https://cprguidelines.eu/",
  },
} as const;
