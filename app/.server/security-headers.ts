// Headers sent with every HTML document. The nonce is new for each request and is the only way a
// script may run: Remix's own scripts carry it, and 'strict-dynamic' lets them load their chunks.

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React style props and the toast library set inline styles; no third-party styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers that every response of the Worker carries, documents or not. */
export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
}
