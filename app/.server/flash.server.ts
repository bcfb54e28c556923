import { siteCookie } from "./site-cookie.server";

// A one-time message carried across a redirect (post → redirect → page), so that the outcome of a
// form is shown once, with or without JavaScript, and not again on reload.

import { flashKinds, type Flash, type FlashKind } from "~/lib/flash";
import { isSpeculative } from "~/lib/speculation-rules";

const flashCookie = siteCookie("flash", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export async function flashCookieHeader(request: Request, kind: FlashKind): Promise<string> {
  const flash: Flash = { kind, id: crypto.randomUUID() };
  return flashCookie.serialize(flash, { secure: isSecure(request) });
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === "object" &&
    value !== null &&
    flashKinds.includes((value as Flash).kind) &&
    typeof (value as Flash).id === "string"
  );
}

/**
 * Reads the flash message, if any, and the Set-Cookie header that clears it. A browser's
 * speculative load (a prerender of a page the visitor may open) leaves it for the visit itself.
 */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: HeadersInit }> {
  if (isSpeculative(request)) return { flash: null, headers: {} };
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { flash: null, headers: {} };
  const clear = await flashCookie.serialize("", { maxAge: 0, secure: isSecure(request) });
  return { flash: isFlash(value) ? value : null, headers: { "Set-Cookie": clear } };
}
