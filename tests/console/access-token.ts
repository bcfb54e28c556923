import { env } from "cloudflare:test";
import { importJWK, SignJWT } from "jose";

// Cloudflare Access tokens for the console's tests, signed with the key pair of vitest.config.ts.

export const operatorEmail = "operadora@estudioxr.example";

export interface TokenOptions {
  stranger?: boolean;
  issuer?: string;
  audience?: string;
  expiresIn?: number;
}

export async function accessToken({ stranger = false, issuer, audience, expiresIn = 600 }: TokenOptions = {}) {
  const jwk = JSON.parse((stranger ? env.TEST_STRANGER_KEY : env.TEST_ACCESS_KEY) ?? "null");
  const key = await importJWK(jwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: operatorEmail })
    .setProtectedHeader({ alg: "RS256", kid: "tests-1" })
    .setIssuer(issuer ?? env.ACCESS_TEAM_DOMAIN ?? "")
    .setAudience(audience ?? env.ACCESS_AUD ?? "")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

export async function asOperator(options?: TokenOptions): Promise<Record<string, string>> {
  return { "Cf-Access-Jwt-Assertion": await accessToken(options) };
}

/** A token of the shapes forgers send: unsigned (`alg: none`), HS256 keyed with the team's public key, or an unknown key id. */
export async function forgedToken(shape: "alg none" | "HS256" | "unknown kid"): Promise<string> {
  const jwk = JSON.parse(env.TEST_ACCESS_KEY ?? "null") as { n: string };
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    email: operatorEmail,
    iss: env.ACCESS_TEAM_DOMAIN ?? "",
    aud: env.ACCESS_AUD ?? "",
    iat: now - 60,
    exp: now + 600,
  };
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
  if (shape === "alg none") return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
  if (shape === "HS256") {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", kid: "tests-1" })
      .sign(new TextEncoder().encode(jwk.n));
  }
  const key = await importJWK(JSON.parse(env.TEST_ACCESS_KEY ?? "null"), "RS256");
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "tests-unknown" }).sign(key);
}
