// Facts about the company that every page may need. One brand name, defined once.

export const site = {
  brandName: "Estudio XR",
  /** Used when the SITE_URL variable is missing (it is set in wrangler.toml). */
  defaultSiteUrl: "https://estudioxr.example",
  foundingYear: 2025,
  quote: "Experimentar es creer en el futuro",
  /** Languages in which the company answers contacts (ISO 639-1). */
  contactLanguages: ["es", "en", "ca"],
  areaServed: { country: "Spain", region: "Catalonia" },
  services: {
    es: ["Desarrollo de realidad virtual", "Desarrollo de realidad aumentada", "Formación virtual"],
    en: ["Virtual reality development", "Augmented reality development", "Virtual training"],
  },
  externalUrls: {
    /**
     * The automation toolkit on the Unity Asset Store. The specification does not give the
     * listing's address, so this is the store's search for the tool; replace it with the
     * listing's own address once it is public.
     */
    unityAssetStore: "https://assetstore.unity.com/?q=automation%20toolkit",
  },
} as const;
