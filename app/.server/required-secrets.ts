import { logEvent } from "./log.server";

// The Worker's secrets (`wrangler secret put NAME` in production, .dev.vars locally). Without them
// the game could not sign its ids and the forms could not check their stamps, so a Worker that
// lacks one answers nothing but 503 and logs why, rather than run half-protected. So does one that
// runs with the example values of .dev.vars.example, which anyone can read. Only a Worker that says
// it is a developer's (ENVIRONMENT = "development", as .dev.vars does) is let off: any other value,
// or none (a wrangler [env.*] section does not inherit [vars]), is checked as production.

export const requiredSecrets = ["SCORE_SIGNING_KEY", "HONEYPOT_KEY"] as const;

export type SecretName = (typeof requiredSecrets)[number];

/** The values of .dev.vars.example (a test keeps the two in step): public, so never secrets. */
export const exampleSecretValues: Record<SecretName, string> = {
  SCORE_SIGNING_KEY: "local-development-only-score-signing-key",
  HONEYPOT_KEY: "local-development-only-honeypot-key",
};

/** The secrets that are missing or blank. */
export function missingSecrets(env: Partial<Record<SecretName, string>>): SecretName[] {
  return requiredSecrets.filter((name) => !env[name]?.trim());
}

/** The secrets that hold the example values. */
export function exampleSecrets(env: Partial<Record<SecretName, string>>): SecretName[] {
  return requiredSecrets.filter((name) => env[name]?.trim() === exampleSecretValues[name]);
}

/** The answer of a Worker that is not a developer's and lacks a secret (or has an example one), or null when it may serve. */
export function misconfiguredResponse(env: Env, requestId: string): Response | null {
  if (env.ENVIRONMENT === "development") return null;
  const missing = missingSecrets(env);
  const examples = exampleSecrets(env);
  if (missing.length === 0 && examples.length === 0) return null;
  const reason = [...missing, ...examples.map((name) => `${name} (the example value)`)].join(", ");
  logEvent("error", { requestId, event: missing.length > 0 ? "secrets missing" : "example secrets", reason });
  return new Response("Service unavailable: the site is not configured yet.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
  });
}
