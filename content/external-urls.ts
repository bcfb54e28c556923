// Addresses on other sites that pages link to. Kept apart from site.ts, whose facts every page's
// JavaScript carries, and one export each, so that an address travels only with the page that shows it.

/**
 * The automation toolkit on the Unity Asset Store. Its listing's own address is not public yet,
 * so this is the store's search for the tool; replace it once it is.
 */
export const unityAssetStoreUrl = "https://assetstore.unity.com/?q=automation%20toolkit";

/**
 * Where the feedback widget's "like" sends visitors to leave a public review. The company has no
 * "write a review" link yet, so this is a map search for the brand, where reviews are left;
 * replace it with that link once there is one.
 */
export const reviewPageUrl = "https://www.google.com/maps/search/?api=1&query=Estudio%20XR";

/** The European Resuscitation Council 2025 guidelines, opened from the course (step 4): the ERC's own site. */
export const ercGuidelinesUrl = "https://cprguidelines.eu/";
