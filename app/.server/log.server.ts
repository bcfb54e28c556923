// The Worker's log: one JSON line per request that went wrong or took long, and one per event (an
// error, a refused score, a page not found), which Workers Logs and `wrangler tail` can filter by
// field. A request answered well and quickly gets no line: the Worker's metrics count requests,
// errors and CPU time, and Cloudflare's invocation logs, which would store every full URL (a
// class's links carry their token in it), are off (wrangler.toml). Lines never carry what a
// visitor typed or who they are: no names, e-mail addresses, messages, IP addresses or queries.
// The one address a line may hold is an operator's (admin events: who hid or deleted which row).
// Only the fields below exist, so a call site cannot add one by accident. A path that carries a
// secret (a class's teacher or projector link, in any spelling, even one that does not decode) is
// written with `[token]` in its place, whoever logs it, and so is one quoted in an error's message;
// so is a token's pieces anywhere in a path (withoutTokenPieces).

import { links, pages } from "../i18n-routes";
import { apiRoutes } from "../lib/api-routes";
import { textWithoutSecrets, withoutSecrets } from "../lib/secret-paths";

export type LogLevel = "info" | "warn" | "error";

export interface RequestLine {
  requestId: string;
  method: string;
  /** The path only: a query string can hold what a visitor typed. */
  path: string;
  status: number;
  durationMs: number;
}

export interface EventLine {
  requestId?: string;
  /** What happened, in a few fixed words: "contact not stored", "page not found"… */
  event: string;
  path?: string;
  /** A fixed reason chosen by the code, never input. */
  reason?: string;
  /** Counts of what was done, by kind (rows deleted by the retention job). */
  counts?: Record<string, number>;
  /** The operator who acted (an admin event): their e-mail address, from the Access token. */
  operator?: string;
  /** The row an admin event acted on: its id, never its content. */
  rowId?: number;
  error?: unknown;
}

/** Every beginning of the site's addresses (the route table's pages and links, the JSON addresses), in lower case, segment by segment. */
const siteBeginnings = new Set(
  [...Object.values(pages), ...Object.values(links)]
    .flatMap((paths) => Object.values(paths))
    .concat(apiRoutes.map((route) => route.path))
    .flatMap((path) => {
      const segments = path.toLowerCase().split("/").filter(Boolean);
      return segments.map((_, n) => `/${segments.slice(0, n + 1).join("/")}`);
    }),
);

/** A run of letters and digits that reads as a word: lower case, words with capitals run together (NeoSalus), capitals, a number, a file's kind (woff2). */
const wordShaped = /^(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+|\d+|[a-z]+\d{1,3})$/;
/** Characters of a token that give a piece of it away. */
const PIECE_CHARACTERS = 8;
/** Characters of a token taken for one whatever they read as: a class's token has 43, a mistyped address of words far fewer. */
const TOKEN_CHARACTERS = 32;
const asciiEscape = /%([0-7][0-9A-Fa-f])/g;

/** A segment's name as the site's addresses spell it: its ASCII escapes decoded (twice encoded too), in lower case. */
function segmentName(segment: string): string {
  let name = segment.replace(/[/\\]$/, "");
  for (let round = 0; round < 4; round += 1) {
    const next = name.replace(asciiEscape, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === name) break;
    name = next;
  }
  return name.toLowerCase();
}

/** How many of a path's segments (each with the separator after it) begin one of the site's addresses, a link's token any segment. */
function siteBeginning(segments: readonly string[]): number {
  let keys = [""];
  let count = 0;
  for (const segment of segments) {
    const name = segmentName(segment);
    keys = keys.flatMap((key) => [`${key}/${name}`, `${key}/:token`]).filter((key) => siteBeginnings.has(key));
    if (keys.length === 0) break;
    count += 1;
  }
  return count;
}

/** Whether what follows the site's beginning could hold a token or a piece of one (withoutTokenPieces). */
function isTokenLike(rest: string): boolean {
  if (rest.includes("[token]")) return true;
  const words = rest.replace(/%[0-9A-Fa-f]{2}/g, "/").match(/[A-Za-z0-9_-]+/g) ?? [];
  const characters = words.join("").length;
  if (characters >= TOKEN_CHARACTERS) return true;
  return (
    characters >= PIECE_CHARACTERS &&
    words.some((word) => word.split(/[_-]/).some((part) => part && !wordShaped.test(part)))
  );
}

/**
 * A path with `[token]` in place of whatever follows its beginning of one of the site's addresses,
 * when that could hold a token's pieces. A token (base64url) may reach a path split in two or
 * three, by `/`, `.`, `~`, an escape or its own `-` and `_`, so that a piece may look like anything:
 * no piece is judged alone, but the rest of the path whole. It goes when it has TOKEN_CHARACTERS
 * characters of a token or more (separators and escapes left out), or PIECE_CHARACTERS of which
 * some do not read as a word (`aB3dE`, `x9q`), or touches a `[token]` already written. The site's
 * addresses, which are their beginning, and a mistyped address of words (`/en/contacts`,
 * `/en/portfolio/some-project`) stay as they are.
 */
export function withoutTokenPieces(path: string): string {
  const root = /^[/\\]/.test(path) ? path.charAt(0) : "";
  const segments = path.slice(root.length).split(/(?<=[/\\])/);
  const kept = segments.slice(0, siteBeginning(segments)).join("");
  const rest = path.slice(root.length + kept.length);
  if (!isTokenLike(rest)) return path;
  return `${root}${kept}[token]${/[/\\]$/.test(rest) ? rest.slice(-1) : ""}`;
}

/** A path as a log line may hold it: without a class's link's token (secret-paths.ts), nor a token's pieces. */
function loggedPath(path: string): string {
  return withoutTokenPieces(withoutSecrets(path));
}

/**
 * A message without the values of a failed query: drizzle's errors append them ("params: Laia
 * Puig,laia@…"), which would put a visitor's data in the log; nor a class's link that it quotes.
 */
function withoutParams(message: string): string {
  const text = message.split(/\n?\s*params:/)[0]?.slice(0, 500) ?? "";
  // A quoted path's pieces are judged as it came: decoded, an escaped space would split it in two words.
  const pieces = text.replace(/[^\s"'`<>()]+/g, (word) => (/[/\\%]/.test(word) ? withoutTokenPieces(word) : word));
  return textWithoutSecrets(pieces);
}

/** Where the error happened: the stack's frames, without its first line (which repeats the message). */
function frames(stack: string | undefined): string | undefined {
  const lines = stack?.split("\n").filter((line) => /^\s+at /.test(line));
  return lines?.length ? lines.slice(0, 15).join("\n") : undefined;
}

/** An error's name, message (without query values), cause and frames; of anything else, its type. */
function describe(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof Error)) return { errorName: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    errorName: error.name,
    errorMessage: withoutParams(error.message),
    ...(cause ? { causeName: cause.name, causeMessage: withoutParams(cause.message) } : {}),
    stack: frames(error.stack),
  };
}

function write(level: LogLevel, line: Record<string, unknown>) {
  const path = typeof line.path === "string" ? { path: loggedPath(line.path) } : {};
  const text = JSON.stringify({ level, time: new Date().toISOString(), ...line, ...path });
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.log(text);
}

/** The line every request ends with. */
export function logRequest(line: RequestLine) {
  write(line.status >= 500 ? "error" : "info", { type: "request", ...line });
}

/** A line for something that happened while answering a request. */
export function logEvent(level: LogLevel, { error, ...line }: EventLine) {
  write(level, { type: "event", ...line, ...(error === undefined ? {} : describe(error)) });
}

/**
 * Answers a request with `respond` and writes its request line when it was refused, failed or slow:
 * the status, or 500 and an error line when `respond` throws (the error is thrown on, for the runtime to answer). The duration is
 * wall time, which in a Worker advances only while it waits (I/O), not while it computes.
 */
/** Wall time past which a request is logged whatever its status: a slow database shows here. */
export const SLOW_REQUEST_MS = 1_000;

export async function withRequestLog(
  request: Request,
  requestId: string,
  respond: () => Promise<Response>,
): Promise<Response> {
  const started = Date.now();
  const line = { requestId, method: request.method, path: new URL(request.url).pathname };
  try {
    const response = await respond();
    const durationMs = Date.now() - started;
    if (response.status >= 400 || durationMs >= SLOW_REQUEST_MS)
      logRequest({ ...line, status: response.status, durationMs });
    return response;
  } catch (error) {
    logEvent("error", { requestId, event: "request failed", path: line.path, error });
    logRequest({ ...line, status: 500, durationMs: Date.now() - started });
    throw error;
  }
}
