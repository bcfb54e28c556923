// Addresses on other sites that pages link to. Kept apart from site.ts, whose facts every page's
// JavaScript carries, so that each address travels only with the page that shows it.

export const externalUrls = {
  /**
   * The automation toolkit on the Unity Asset Store. Its listing's own address is not
   * public yet, so this is the store's search for the tool; replace it once it is.
   */
  unityAssetStore: "https://assetstore.unity.com/?q=automation%20toolkit",
  /**
   * Where the feedback widget's "like" sends visitors to leave a public review. The company has
   * no "write a review" link yet, so this is a map search for the brand, where reviews are left;
   * replace it with that link once there is one.
   */
  reviewPage: "https://www.google.com/maps/search/?api=1&query=Estudio%20XR",
  /**
   * The European Resuscitation Council 2025 guidelines, opened from the course (step 4). This is the
   * ERC's own guidelines site.
   */
  ercGuidelines2025: "https://cprguidelines.eu/",
} as const;
