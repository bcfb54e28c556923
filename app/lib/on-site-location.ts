// Every Location the site sends stays on the site: it is resolved against the request's own origin
// and checked, so a path that a browser would read as another host (`//evil.example`,
// `/\evil.example`, or `/.//evil.example` once its dot segment is resolved) never sends a visitor away.

/** Whether a Location header, as a browser resolves it at `requestUrl`, stays on the site. */
export function isOnSiteLocation(location: string, requestUrl: URL): boolean {
  try {
    return new URL(location, requestUrl).origin === requestUrl.origin;
  } catch {
    return false;
  }
}

/** `target` (a path, or an address) as a path of the site at `requestUrl`'s origin; `/` if it names another site. */
export function onSiteLocation(target: string, requestUrl: URL): string {
  const resolved = new URL(target, requestUrl.origin);
  if (resolved.origin !== requestUrl.origin) return "/";
  const location = `${resolved.pathname.replace(/^\/+/, "/")}${resolved.search}${resolved.hash}`;
  return isOnSiteLocation(location, requestUrl) ? location : "/";
}
