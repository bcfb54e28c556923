import fc from "fast-check";
import { FORM_BODY_LIMIT } from "~/.server/http-boundary";
import { siteOrigin } from "../integration/helpers";
import { propertyRuns } from "../properties/runs";
import { encodeBody, type Encoding } from "../integration/fuzz/hostile";
import { siteFetch } from "./front-door";

// Hostile requests, not only hostile bodies, sent through the whole Worker: the bodies of
// tests/integration/fuzz/hostile.ts inside requests of any shape a client could send — methods,
// Origin, Referer, Sec-Fetch-Site and X-Forwarded-Host in every combination, single-fetch `.data`
// addresses, `?index` and `?_data`, broken percent-encoding, dot segments, over-long addresses and
// headers, doubled and conflicting content types, bodies streamed, broken off or too large.

/** At least 1,000 requests per form and run. */
export const HOSTILE_REQUEST_RUNS = propertyRuns(1_000);

const methods = ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"] as const;
const targets = [
  "page",
  "data",
  "index",
  "legacy-data",
  "trailing-slash",
  "dot-segments",
  "bad-percent-path",
  "bad-percent-query",
  "long-query",
] as const;
const origins = ["absent", "same", "other", "null", "garbage", "other-scheme", "other-port", "lookalike"] as const;
const fetchSites = ["absent", "same-origin", "same-site", "cross-site", "none"] as const;
const referers = ["absent", "same", "other", "garbage"] as const;
const forwardedHosts = ["absent", "evil.example", "estudioxr.example", "evil.example, estudioxr.example"] as const;
const contentTypes = ["as-encoded", "doubled", "conflicting", "latin1"] as const;
const deliveries = ["whole", "chunked", "broken-off", "too-large"] as const;

export interface RequestShape {
  method: "POST" | (typeof methods)[number];
  target: (typeof targets)[number];
  origin: (typeof origins)[number];
  fetchSite: (typeof fetchSites)[number];
  referer: (typeof referers)[number];
  forwardedHost: (typeof forwardedHosts)[number];
  contentType: (typeof contentTypes)[number];
  delivery: (typeof deliveries)[number];
  longHeader: boolean;
}

/** Mostly POSTs (the case that writes), with every other method now and then. */
export const requestShape: fc.Arbitrary<RequestShape> = fc.record({
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constant("POST" as const) },
    { weight: 1, arbitrary: fc.constantFrom(...methods) },
  ),
  target: fc.oneof(
    { weight: 4, arbitrary: fc.constant("page" as const) },
    { weight: 3, arbitrary: fc.constantFrom(...targets) },
  ),
  // Half of the posts name this site or no origin, so that their bodies reach the action.
  origin: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("absent" as const, "same" as const) },
    { weight: 3, arbitrary: fc.constantFrom(...origins) },
  ),
  fetchSite: fc.constantFrom(...fetchSites),
  referer: fc.constantFrom(...referers),
  forwardedHost: fc.constantFrom(...forwardedHosts),
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant("as-encoded" as const) },
    { weight: 1, arbitrary: fc.constantFrom(...contentTypes) },
  ),
  delivery: fc.oneof(
    { weight: 4, arbitrary: fc.constant("whole" as const) },
    { weight: 2, arbitrary: fc.constantFrom(...deliveries) },
  ),
  longHeader: fc.nat({ max: 19 }).map((n) => n === 0),
});

const originValues: Record<RequestShape["origin"], string | null> = {
  absent: null,
  same: siteOrigin,
  other: "https://evil.example",
  null: "null",
  garbage: "::not an origin::",
  "other-scheme": siteOrigin.replace("https:", "http:"),
  "other-port": `${siteOrigin}:8443`,
  lookalike: `${siteOrigin}.evil.example`,
};

/**
 * Whether a browser-like client says the post comes from elsewhere (or will not say: `null`, but
 * for a page of this site without a referrer, whose Sec-Fetch-Site says `same-origin`).
 */
export function isCrossSiteShape(shape: RequestShape): boolean {
  if (shape.origin === "null" && shape.fetchSite === "same-origin") return false;
  if (shape.origin !== "absent") return shape.origin !== "same";
  if (shape.fetchSite !== "absent") return shape.fetchSite === "same-site" || shape.fetchSite === "cross-site";
  return shape.referer === "other" || shape.referer === "garbage";
}

function address(path: string, target: RequestShape["target"]): string {
  const [pathname = "", query] = path.split("?");
  const search = query ? `?${query}` : "";
  const joined = (extra: string) => (search ? `${search}&${extra}` : `?${extra}`);
  switch (target) {
    case "page":
      return path;
    case "data":
      return `${pathname}.data${search}`;
    case "index":
      return `${pathname}${joined("index")}`;
    case "legacy-data":
      return `${pathname}${joined("_data=root")}`;
    case "trailing-slash":
      return `${pathname}/${search}`;
    case "dot-segments":
      return `/es/..${pathname}/./${search}`;
    case "bad-percent-path":
      return `${pathname}%E0%A4%A${search}`;
    case "bad-percent-query":
      return `${pathname}${joined("topic=%ZZ%FF")}`;
    case "long-query":
      return `${pathname}${joined(`q=${"a".repeat(9_000)}`)}`;
  }
}

/** A stream that hands out `pieces` of a body, then closes, or breaks off as a dropped connection does. */
function streamOf(pieces: Uint8Array[], breakOff = false): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      if (breakOff) controller.error(new Error("connection reset"));
      else controller.close();
    },
  });
}

/** The body as the shape delivers it, and the length it declares (a dropped connection declares it all). */
async function delivered(encoded: BodyInit, delivery: RequestShape["delivery"]) {
  const all = new Uint8Array(await new Response(encoded).arrayBuffer());
  const half = Math.floor(all.length / 2);
  switch (delivery) {
    case "whole":
      return { body: encoded };
    case "chunked": {
      // In a few uneven pieces, the first ones small, as a slow connection delivers them.
      const cuts = [...new Set([0, 1, 7, half, all.length].map((cut) => Math.min(cut, all.length)))].sort(
        (a, b) => a - b,
      );
      return { body: streamOf(cuts.slice(1).map((end, i) => all.slice(cuts[i], end))) };
    }
    case "broken-off":
      return { body: streamOf([all.slice(0, half)], true), length: all.length + 1 };
    case "too-large":
      return { body: streamOf([all, new TextEncoder().encode(`&pad=${"p".repeat(FORM_BODY_LIMIT)}`)]) };
  }
}

/** Addresses the boundary refuses whatever the method: too long, unreadable, or Remix's old protocol. */
export const addressRefusals: Partial<Record<RequestShape["target"], number>> = {
  "long-query": 414,
  "bad-percent-path": 400,
  "legacy-data": 400,
};

/** Addresses that still name the form's page (a trailing slash or a dot segment left over do not). */
export const postableTargets: readonly RequestShape["target"][] = ["page", "data", "index", "bad-percent-query"];

/** The request a shape and a body make. */
export async function hostileRequest(
  path: string,
  shape: RequestShape,
  fields: [string, string][],
  encoding: Encoding,
): Promise<Response> {
  const headers = new Headers({ "CF-Connecting-IP": crypto.randomUUID() });
  const origin = originValues[shape.origin];
  if (origin !== null) headers.set("Origin", origin);
  if (shape.fetchSite !== "absent") headers.set("Sec-Fetch-Site", shape.fetchSite);
  if (shape.referer !== "absent") {
    headers.set(
      "Referer",
      { same: `${siteOrigin}${path}`, other: "https://evil.example/", garbage: "not a url" }[shape.referer],
    );
  }
  if (shape.forwardedHost !== "absent") headers.set("X-Forwarded-Host", shape.forwardedHost);
  if (shape.longHeader) headers.set("X-Padding", "p".repeat(16 * 1024));

  const encoded = encodeBody(fields, encoding);
  if (encoded.contentType) {
    headers.set("Content-Type", encoded.contentType);
    if (shape.contentType === "doubled") headers.append("Content-Type", encoded.contentType);
    if (shape.contentType === "conflicting") headers.append("Content-Type", "multipart/form-data; boundary=other");
    if (shape.contentType === "latin1") headers.set("Content-Type", `${encoded.contentType}; charset=iso-8859-1`);
  }
  if (shape.method === "GET" || shape.method === "HEAD") {
    return siteFetch(address(path, shape.target), { method: shape.method, headers });
  }
  const { body, length } = await delivered(encoded.body, shape.delivery);
  if (length !== undefined) headers.set("Content-Length", String(length));
  return siteFetch(address(path, shape.target), { method: shape.method, headers, body });
}
