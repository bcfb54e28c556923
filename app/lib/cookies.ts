/** Reads one cookie from a Cookie header without pulling a cookie library into the edge code. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A value that is not valid percent-encoding is anyone's typing, not ours: as good as absent.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
