// The HTTP boundary: what server.ts decides about a request before Remix sees it. Remix answers a
// request it dislikes with an empty 500 (its own cross-site guard throws inside the handler), so
// every such decision is taken here, with a status of the site's choosing and nothing stored.

/** The largest form body the site accepts: its longest form (a contact) is well under 30 kB. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The longest address answered: the site's own are under 100 characters with their query. */
export const URL_LENGTH_LIMIT = 8 * 1024;
/** How long a form body may take to arrive before the request is dropped as too slow. */
export const BODY_DEADLINE_MS = 10_000;

export type RefusalReason =
  | "url too long"
  | "malformed url"
  | "legacy data request"
  | "method not allowed"
  | "cross-site post"
  | "body too large"
  | "body unreadable"
  | "body too slow";

export interface Refusal {
  status: 400 | 403 | 405 | 408 | 413 | 414;
  reason: RefusalReason;
  /** The methods the address answers (405). */
  allow?: string;
}

export type Checked = { request: Request; refusal?: undefined } | { refusal: Refusal; request?: undefined };

/** The page path of a single-fetch data request (`/es/contacto.data` → `/es/contacto`). */
export function documentPath(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Whether the request is one of Remix's single-fetch data requests rather than a document. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a POST comes from another site, or from a place that will not say (`Origin: null`:
 * sandboxed frames, `file://` pages, some privacy settings). Browsers send Origin with every POST;
 * older ones at least Sec-Fetch-Site or a Referer. A request with none of them (a script, curl)
 * is not a browser being tricked into posting, and goes on to the same validation as any other.
 * A page of this site served with `Referrer-Policy: no-referrer` (a class's teacher link) posts
 * with `Origin: null`; its Sec-Fetch-Site, which no page can set, still says `same-origin`.
 */
export function isCrossSitePost(request: Request): boolean {
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (origin === "null" && fetchSite === "same-origin") return false;
  if (origin !== null) return originOf(origin) !== own;
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  const referer = request.headers.get("Referer");
  if (referer !== null) return originOf(referer) !== own;
  return false;
}

function refuse(status: Refusal["status"], reason: RefusalReason, allow?: string): Checked {
  return { refusal: allow ? { status, reason, allow } : { status, reason } };
}

const bodyRefusals = {
  "body too large": 413,
  "body unreadable": 400,
  "body too slow": 408,
} as const satisfies Partial<Record<RefusalReason, Refusal["status"]>>;

/**
 * The body of a POST, read to at most FORM_BODY_LIMIT bytes within BODY_DEADLINE_MS: a larger
 * one is refused without reading the rest, a slow or broken one is dropped.
 */
async function readBoundedBody(request: Request): Promise<ArrayBuffer | keyof typeof bodyRefusals> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !/^\d+$/.test(declared.trim())) return "body unreadable";
  if (declared !== null && Number(declared) > FORM_BODY_LIMIT) return "body too large";
  if (!request.body) return new ArrayBuffer(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"body too slow">((resolve) => {
    timer = setTimeout(() => resolve("body too slow"), BODY_DEADLINE_MS);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "body too slow") return next;
      if (next.done) break;
      size += next.value.byteLength;
      if (size > FORM_BODY_LIMIT) return "body too large";
      chunks.push(next.value);
    }
  } catch {
    return "body unreadable";
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
  // A connection that closed early may look like a shorter body: the declared length tells.
  if (declared !== null && size !== Number(declared)) return "body unreadable";
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * Checks a request at the door. What passes is a request Remix can answer without its own guard
 * firing: GET and HEAD as they came (a HEAD of data as a GET); a POST to a page with a form, from this site (or from a
 * client that is no browser), with its body read and a Host that is the address's own (Remix
 * compares Origin with X-Forwarded-Host or Host, which say nothing about where a Worker runs).
 *
 * @param acceptsPost whether the address (a page's, or its `.data`) has a form to post to
 */
export async function checkRequest(request: Request, acceptsPost: (pathname: string) => boolean): Promise<Checked> {
  if (request.url.length > URL_LENGTH_LIMIT) return refuse(414, "url too long");
  const url = new URL(request.url);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return refuse(400, "malformed url");
  }
  // Remix's data protocol before single fetch, which this site does not speak (its data requests
  // are `.data` addresses): Remix would answer it, and log an error line each time.
  if (url.searchParams.has("_data")) return refuse(400, "legacy data request");

  const method = request.method;
  if (method === "GET") return { request };
  // Remix takes any single-fetch request but a GET for a form post, and would run the page's
  // action: a HEAD of a `.data` address is answered as the GET it stands for (without a body).
  if (method === "HEAD") {
    return { request: isDataRequest(url.pathname) ? new Request(request, { method: "GET" }) : request };
  }
  const postable = acceptsPost(url.pathname);
  if (method !== "POST" || !postable)
    return refuse(405, "method not allowed", postable ? "GET, HEAD, POST" : "GET, HEAD");
  if (isCrossSitePost(request)) return refuse(403, "cross-site post");

  const body = await readBoundedBody(request);
  if (typeof body === "string") return refuse(bodyRefusals[body], body);

  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", url.host);
  headers.set("Content-Length", String(body.byteLength));
  // A same-origin post without an origin (isCrossSitePost): named as what it is, for Remix's guard.
  if (headers.get("Origin") === "null") headers.set("Origin", url.origin);
  return { request: new Request(url, { method, headers, body, signal: request.signal }) };
}

/**
 * Whether an error is Remix's own cross-site guard refusing a post (throwIfPotentialCSRFAttack),
 * which Remix answers with an empty 500. checkRequest lets no such post through; this is how
 * server.ts would notice if one got past it.
 */
export function isRemixGuardError(error: unknown): boolean {
  return error instanceof Error && error.message.includes("from a forwarded action request");
}
