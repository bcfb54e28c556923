// The Worker's log: one JSON line per request that went wrong or took long, and one per event (an
// error, a refused score, a page not found), which Workers Logs and `wrangler tail` can filter by
// field. A request answered well and quickly gets no line: the Worker's metrics count requests,
// errors and CPU time, and Cloudflare's invocation logs, which would store every full URL (a
// class's links carry their token in it), are off (wrangler.toml). Lines never carry what a
// visitor typed or who they are: no names, e-mail addresses, messages, IP addresses or queries.
// The one address a line may hold is an operator's (admin events: who hid or deleted which row).
// Only the fields below exist, so a call site cannot add one by accident. A path that carries a
// secret (a class's teacher or projector link, in any spelling, even one that does not decode) is
// written with `[token]` in its place, whoever logs it, and so is one quoted in an error's message.

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

/**
 * A message without the values of a failed query: drizzle's errors append them ("params: Laia
 * Puig,laia@…"), which would put a visitor's data in the log; nor a class's link that it quotes.
 */
function withoutParams(message: string): string {
  return textWithoutSecrets(message.split(/\n?\s*params:/)[0]?.slice(0, 500) ?? "");
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
  const path = typeof line.path === "string" ? { path: withoutSecrets(line.path) } : {};
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
