import { logEvent } from "./log.server";

// The Worker's secrets (`wrangler secret put NAME` in production, .dev.vars locally). Without them
// the game could not sign its ids and the forms could not check their stamps, so a production
// Worker that lacks one answers nothing but 503 and logs why, rather than run half-protected.

export const requiredSecrets = ["SCORE_SIGNING_KEY", "HONEYPOT_KEY"] as const;

export type SecretName = (typeof requiredSecrets)[number];

/** The secrets that are missing or blank. */
export function missingSecrets(env: Partial<Record<SecretName, string>>): SecretName[] {
  return requiredSecrets.filter((name) => !env[name]?.trim());
}

/** The answer of a production Worker that lacks a secret, or null when it may serve. */
export function misconfiguredResponse(env: Env, requestId: string): Response | null {
  if (env.ENVIRONMENT !== "production") return null;
  const missing = missingSecrets(env);
  if (missing.length === 0) return null;
  logEvent("error", { requestId, event: "secrets missing", reason: missing.join(", ") });
  return new Response("Service unavailable: the site is not configured yet.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
  });
}
