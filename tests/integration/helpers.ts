import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { createLoadContext } from "~/.server/load-context";
import { formStampField } from "~/lib/honeypot";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

export const siteOrigin = "https://estudioxr.example";

/**
 * A form stamp as the page gives it, issued a minute ago (a person's fill time): the forms take
 * no post without one (app/.server/form-stamp.server.ts), and a stamp does not expire.
 */
export const formStamp = await issueFormStamp(env.HONEYPOT_KEY ?? "", Date.now() - 60_000);

/** A form's fields as the page sends them: with its stamp, unless the fields bring their own (or none: `null`). */
export function stamped(fields: Record<string, string | null>): Record<string, string> {
  const withStamp: Record<string, string | null> = { [formStampField]: formStamp, ...fields };
  return Object.fromEntries(Object.entries(withStamp).filter((entry): entry is [string, string] => entry[1] !== null));
}

export const validContact = {
  name: "Laia Puig",
  email: "laia@example.com",
  message: "Queremos formar a nuestro equipo en soporte vital básico.",
  privacy_consent: "on",
};

export function postForm(
  path: string,
  fields: Record<string, string | null>,
  headers: Record<string, string> = {},
): Request {
  const body = new URLSearchParams(stamped(fields));
  return new Request(`${siteOrigin}${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": crypto.randomUUID(),
      ...headers,
    },
  });
}

interface ActionOutcome {
  status: number;
  headers: Headers;
  data: unknown;
}

/**
 * Calls a route action as Remix would and reduces what it returns or throws (a Response, the
 * result of `data()`, or plain data, which Remix sends with 200) to a status, headers and data.
 */
export async function callAction(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  request: Request,
  bindings: Env = env,
): Promise<ActionOutcome> {
  let outcome: unknown;
  try {
    outcome = await action({ request, params: {}, context: createLoadContext(bindings, createExecutionContext()) });
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, data: null };
  const withInit = outcome as { type?: string; data: unknown; init: ResponseInit | null };
  if (withInit?.type === "DataWithResponseInit") {
    return { status: withInit.init?.status ?? 200, headers: new Headers(withInit.init?.headers), data: withInit.data };
  }
  if (outcome !== null && typeof outcome === "object") return { status: 200, headers: new Headers(), data: outcome };
  throw new Error(`Unexpected action outcome: ${String(outcome)}`);
}

export async function contactCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM contacts").first<{ n: number }>();
  return row?.n ?? 0;
}

/** The JSON lines a console spy received (app/.server/log.server.ts writes one object per call). */
/**
 * Silences the Worker's log lines during each test of the file that calls it (at its top level),
 * and keeps the test's warnings for `loggedLines(warnings())`.
 */
export function captureLogs(): { warnings: () => MockInstance } {
  let warn: MockInstance;
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return { warnings: () => warn };
}

export function loggedLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

/** A D1 binding whose every query fails. */
export const failingDb = {
  prepare() {
    throw new Error("D1_ERROR: the database is unavailable");
  },
  batch: () => Promise.reject(new Error("D1_ERROR: the database is unavailable")),
  exec: () => Promise.reject(new Error("D1_ERROR: the database is unavailable")),
} as unknown as D1Database;
