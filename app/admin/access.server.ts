import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";

// Cloudflare Access stands in front of /admin in production: it signs in the operator and sends
// each request on with a signed token in `Cf-Access-Jwt-Assertion`. The Worker does not trust the
// header's presence alone (a request could reach the Worker by another route, e.g. *.workers.dev):
// it verifies the token against the team's public keys, issuer, audience (the Access application)
// and expiry, with jose.

export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

export interface AccessConfig {
  /** https://<team>.cloudflareaccess.com: the tokens' issuer, and where the public keys are. */
  teamDomain: string;
  /** The Access application's audience tag (AUD). */
  audience: string;
}

/** Access as configured by ACCESS_TEAM_DOMAIN and ACCESS_AUD, or null when either is missing. */
export function accessConfig(env: Pick<Env, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD">): AccessConfig | null {
  const team = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!team || !audience) return null;
  const teamDomain = (team.startsWith("https://") ? team : `https://${team}`).replace(/\/+$/, "");
  return { teamDomain, audience };
}

/** Key sets per team, kept for the isolate's life: jose caches the keys and refetches on rotation. */
const keySets = new Map<string, JWTVerifyGetKey>();

function teamKeys(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`));
    keySets.set(teamDomain, keys);
  }
  return keys;
}

export type AccessVerdict =
  { email: string } | { refused: "no token" | "invalid token" | "no e-mail in token" | "keys unavailable" };

/** Who an Access token names, once its signature, issuer, audience and expiry are right. */
export async function verifyAccessToken(
  token: string | null,
  config: AccessConfig,
  keys: JWTVerifyGetKey = teamKeys(config.teamDomain),
): Promise<AccessVerdict> {
  if (!token) return { refused: "no token" };
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: config.teamDomain,
      audience: config.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
    });
    return typeof payload.email === "string" && payload.email
      ? { email: payload.email }
      : { refused: "no e-mail in token" };
  } catch (error) {
    // jose's own errors say the token is wrong, but for those of fetching the keys: a timeout, a key
    // set that is no key set, and its generic error for an answer other than 200 (the key server
    // down). Anything else (a failed fetch) is ours too.
    const keysFailed =
      !(error instanceof errors.JOSEError) ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      error.code === errors.JOSEError.code;
    return { refused: keysFailed ? "keys unavailable" : "invalid token" };
  }
}
