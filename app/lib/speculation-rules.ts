// Navigation between pages is always a document load (the site does not route on the client: most
// pages run no script). What keeps it instant is the browser's own prerendering of the next page,
// asked for with Speculation Rules (Chromium browsers; others ignore them): a same-site page link
// is prerendered when the visitor shows intent (pointer down, or hovering for a moment: "moderate").
//
// Never speculated: files (the PDF manuals), links to another language (the switcher: following
// one records a language choice, see languageChoiceCookie) and links that open a new tab. Forms
// are never speculated by browsers. The operators' console needs no rule: no page of the site links
// to it (naming it here would name it on every page), and its own pages carry no rules.

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[hreflang], [target], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the text of a `<script type="speculationrules">`. */
export const speculationRulesJson = JSON.stringify(speculationRules);

/**
 * Whether a request is a browser's speculative load (prefetch or prerender) rather than a visit:
 * such a request must not consume a one-time message or record a language choice.
 */
export function isSpeculative(request: Request): boolean {
  return /\bprefetch\b/i.test(request.headers.get("Sec-Purpose") ?? "");
}
