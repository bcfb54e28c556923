// The headers of every classroom answer (the classroom page, a teacher link): never stored by a
// browser or a cache, never indexed, and no Referer from a link followed on them, which for the
// teacher link would carry its token to the next site (docs/decisions/0014-classroom-sessions.md).
export const privateHeaders: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};
