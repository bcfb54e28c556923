import fc from "fast-check";
import { languages, pageIds, pages } from "~/i18n-routes";

// Addresses as people, mail clients, old links and hostile visitors write them: the site's own
// pages with their case flipped and characters percent-encoded, doubled and back slashes, dot
// segments, another host after a double slash, `.data` addresses, and long or non-ASCII paths.

const pagePaths = pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang]));

/** A character as percent-encoding, in either case of hex digits (`o` → `%6f` or `%6F`). */
function percentEncoded(char: string, upper: boolean): string {
  const bytes = new TextEncoder().encode(char);
  return [...bytes]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")[upper ? "toUpperCase" : "toLowerCase"]()}`)
    .join("");
}

/** A page's address with some letters in another case and some characters percent-encoded. */
const variedPagePath = fc
  .tuple(fc.constantFrom(...pagePaths), fc.infiniteStream(fc.nat({ max: 9 })), fc.boolean())
  .map(([path, dice, upper]) => {
    const iterator = dice[Symbol.iterator]();
    return [...path]
      .map((char) => {
        const roll = iterator.next().value ?? 0;
        if (char === "/") return char;
        if (roll === 0) return percentEncoded(char, upper);
        if (roll <= 3) return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        return char;
      })
      .join("");
  });

const hosts = ["evil.example", "evil.example:8443", "estudioxr.example.evil.example", "127.0.0.1", "[::1]"];

/** Something put in front of, inside or after a path. */
const decoration = fc.constantFrom(
  (path: string) => `/${path}`,
  (path: string) => `/\\${path.slice(1)}`,
  (path: string) => `${path}/`,
  (path: string) => `${path}//`,
  (path: string) => path.replace("/", "/./"),
  (path: string) => path.replace(/\/([^/]*)$/, "/x/../$1"),
  (path: string) => path.replace(/\/([^/]*)$/, "/%2e%2e/$1"),
  (path: string) => `${path}.data`,
  (path: string) => path.replace(/\/([^/]*)$/, "//$1"),
  (path: string) => `${path}?q=${encodeURIComponent("//evil.example")}`,
);

const oddPath: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: variedPagePath },
  {
    weight: 3,
    arbitrary: fc
      .tuple(variedPagePath, fc.array(decoration, { minLength: 1, maxLength: 3 }))
      .map(([path, steps]) => steps.reduce((current, step) => step(current), path)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("//", "/\\", "///", "/\\/", "/%2F/", "/%5C"), fc.constantFrom(...hosts), variedPagePath)
      .map(([slashes, host, path]) => `${slashes}${host}${path}/`),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 })
      .map((segments) => `/${segments.map((segment) => encodeURIComponent(segment)).join("/")}`),
  },
  { weight: 1, arbitrary: fc.nat({ max: 9_000 }).map((length) => `/es/${"a".repeat(length)}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("/es/", "/ca/", "/en/", "/"), fc.string({ unit: "binary", minLength: 1, maxLength: 20 }))
      .map(([prefix, text]) => `${prefix}${[...text].map((char) => percentEncoded(char, false)).join("")}`),
  },
);

/** A request line's target: a path (and maybe a query), never a full address of another site. */
export const oddAddress = oddPath;
