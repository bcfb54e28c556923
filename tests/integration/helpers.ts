import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { createLoadContext } from "~/.server/load-context";

export const siteOrigin = "https://estudioxr.example";

export const validContact = {
  name: "Laia Puig",
  email: "laia@example.com",
  message: "Queremos formar a nuestro equipo en soporte vital básico.",
  privacy_consent: "on",
};

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  const body = new URLSearchParams(fields);
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
export function loggedLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}
