/**
 * Whether a form post comes from another site. Browsers send Origin with every POST; older ones
 * at least send Sec-Fetch-Site. A request with neither (a script, curl) is not a browser being
 * tricked into posting, so it is let through to the same validation as everyone else.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/** The visitor's IP address as Cloudflare reports it; used only as a rate-limit key, never stored. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
