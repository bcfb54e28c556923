// Relative imports only: vite.config.ts loads this module (the development server runs the same gate).
import { documentPath } from "../.server/http-boundary";
import { logEvent } from "../.server/log.server";
import type { Operator } from "../.server/load-context";
import { DEV_LOGIN_PATH } from "./admin-routes";
import { readCookie } from "../lib/cookies";
import { siteCookies } from "../lib/site-cookies";
import { ACCESS_TOKEN_HEADER, accessConfig, verifyAccessToken } from "./access.server";

// Who may use /admin, decided by server.ts before Remix sees the request:
// - with ACCESS_TEAM_DOMAIN and ACCESS_AUD set, whoever carries a valid Cloudflare Access token;
//   anyone else gets a bare 403 (nothing of the console in it);
// - without them, in development only (ENVIRONMENT = "development", as .dev.vars says for
//   `npm start`), whoever pressed the development login at /admin/login;
// - otherwise nobody: the console's loaders answer the site's 404, as for an unknown address.

export type { Operator };

export const DEV_LOGIN_COOKIE = siteCookies.devLogin.name;
export const DEV_OPERATOR_EMAIL = "operador@localhost";

/** Whether the development login is on: only in development, and only when Access is not set up. */
export function devLoginEnabled(env: Env): boolean {
  return env.ENVIRONMENT === "development" && accessConfig(env) === null;
}

/**
 * The development login's cookie (set when `signedIn`, cleared otherwise). Its path is the whole
 * site, not /admin: the console's own data requests are addressed /admin.data, outside /admin/.
 */
export function devLoginCookie(signedIn: boolean): string {
  const value = signedIn ? "1; Max-Age=43200" : "; Max-Age=0";
  return `${DEV_LOGIN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict`;
}

function hasDevLoginCookie(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), DEV_LOGIN_COOKIE) === "1";
}

export type AdminGate = { operator: Operator | null } | { answer: Response };

/** The operator of a request to /admin, null when nobody may use the console, or the answer to give instead. */
export async function adminGate(request: Request, env: Env, requestId: string): Promise<AdminGate> {
  const config = accessConfig(env);
  if (config) {
    const verdict = await verifyAccessToken(request.headers.get(ACCESS_TOKEN_HEADER), config);
    if ("email" in verdict) return { operator: { email: verdict.email, development: false } };
    const path = new URL(request.url).pathname;
    logEvent(verdict.refused === "keys unavailable" ? "error" : "warn", {
      requestId,
      event: "admin access refused",
      path,
      reason: verdict.refused,
    });
    return {
      answer: new Response("403 Forbidden: Cloudflare Access has not let this request through.\n", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      }),
    };
  }
  if (!devLoginEnabled(env)) return { operator: null };
  if (hasDevLoginCookie(request)) return { operator: { email: DEV_OPERATOR_EMAIL, development: true } };
  if (documentPath(new URL(request.url).pathname) === DEV_LOGIN_PATH) return { operator: null };
  return {
    answer: new Response(null, { status: 303, headers: { Location: DEV_LOGIN_PATH, "Cache-Control": "no-store" } }),
  };
}

/** The operator of a console loader or action; without one, the site's 404 (the console does not exist). */
export function requireOperator(context: { operator?: Operator }): Operator {
  if (!context.operator) throw new Response("Not Found", { status: 404 });
  return context.operator;
}

/** One admin action in the log: what, by whom, on which row (none for an export), never the row's content. */
export function logAdminEvent(context: { requestId: string; operator?: Operator }, event: string, rowId?: number) {
  logEvent("info", { requestId: context.requestId, event, operator: context.operator?.email, rowId });
}
