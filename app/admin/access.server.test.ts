import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWK,
} from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { accessConfig, verifyAccessToken, type AccessConfig } from "./access.server";

// Access tokens signed with key pairs made here: the team's (whose public half is the key set the
// Worker trusts) and a stranger's.

const config: AccessConfig = { teamDomain: "https://estudioxr.cloudflareaccess.com", audience: "aud-of-the-console" };

let teamKey: CryptoKey;
let strangerKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  strangerKey = stranger.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(team.publicKey)), kid: "team-1", alg: "RS256", use: "sig" };
  keys = createLocalJWKSet({ keys: [publicJwk] });
});

interface TokenOptions {
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  email?: string | null;
}

function token({
  key = teamKey,
  issuer = config.teamDomain,
  audience = config.audience,
  expiresAt,
  email = "ana@estudioxr.example",
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(email === null ? {} : { email })
    .setProtectedHeader({ alg: "RS256", kid: "team-1" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(expiresAt ?? now + 600)
    .sign(key);
}

describe("Cloudflare Access tokens", () => {
  it("accept a token of the team for the console, and name its operator", async () => {
    expect(await verifyAccessToken(await token(), config, keys)).toEqual({ email: "ana@estudioxr.example" });
  });

  it.each([
    ["expired", { expiresAt: Math.floor(Date.now() / 1000) - 5 }],
    ["for another application (audience)", { audience: "another-aud" }],
    ["from another team (issuer)", { issuer: "https://intruders.cloudflareaccess.com" }],
    ["signed with another key", { key: undefined as CryptoKey | undefined, stranger: true }],
  ] as const)("refuse a token %s", async (_, options) => {
    const signed = await token("stranger" in options ? { key: strangerKey } : options);
    expect(await verifyAccessToken(signed, config, keys)).toEqual({ refused: "invalid token" });
  });

  it("refuse no token, a malformed one, an unsigned one and one without an e-mail address", async () => {
    expect(await verifyAccessToken(null, config, keys)).toEqual({ refused: "no token" });
    expect(await verifyAccessToken("not.a.token", config, keys)).toEqual({ refused: "invalid token" });
    const [header, payload] = (await token()).split(".");
    const unsigned = `${btoa(JSON.stringify({ alg: "none" })).replaceAll("=", "")}.${payload}.`;
    expect(await verifyAccessToken(unsigned, config, keys)).toEqual({ refused: "invalid token" });
    expect(await verifyAccessToken(`${header}.${payload}.`, config, keys)).toEqual({ refused: "invalid token" });
    expect(await verifyAccessToken(await token({ email: null }), config, keys)).toEqual({
      refused: "no e-mail in token",
    });
  });

  it("say when the team's keys cannot be fetched", async () => {
    const unreachable = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await verifyAccessToken(await token(), config, unreachable)).toEqual({ refused: "keys unavailable" });
  });

  it("say so when the key server answers with an error or no key set, not that the token is wrong", async () => {
    for (const answer of [new Response("down", { status: 503 }), Response.json({ not: "keys" })]) {
      const down = createRemoteJWKSet(new URL(`${config.teamDomain}/cdn-cgi/access/certs`), {
        [customFetch]: async () => answer.clone(),
      });
      expect(await verifyAccessToken(await token(), config, down)).toEqual({ refused: "keys unavailable" });
    }
  });
});

describe("the Access configuration", () => {
  it("needs both the team domain and the audience", () => {
    expect(accessConfig({})).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "estudioxr.cloudflareaccess.com" })).toBeNull();
    expect(accessConfig({ ACCESS_AUD: "aud" })).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: " estudioxr.cloudflareaccess.com/ ", ACCESS_AUD: "aud" })).toEqual({
      teamDomain: "https://estudioxr.cloudflareaccess.com",
      audience: "aud",
    });
  });
});
