import { describe, expect, it } from "vitest";
import { signText } from "~/.server/hmac.server";
import { GAME_TOKEN_TTL_MS, issueGameToken, verifyGameToken } from "./game-token.server";

const secret = "test-secret-of-the-game-tokens";
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("game tokens", () => {
  it("verifies a token it issued and gives back its game id and time", async () => {
    const token = await issueGameToken(secret, now);
    const ticket = await verifyGameToken(secret, token, now + 20_000);
    expect(ticket).toEqual({ gameId: token.split(".")[0], issuedAt: now, depthMode: false });
  });

  it("keeps whether the game started in depth mode, which no one can change without the key", async () => {
    const token = await issueGameToken(secret, now, { depthMode: true });
    expect(await verifyGameToken(secret, token, now)).toMatchObject({ depthMode: true });
    const [id, issued, , signature] = token.split(".");
    expect(await verifyGameToken(secret, `${id}.${issued}.t.${signature}`, now)).toBeNull();
    expect(await verifyGameToken(secret, `${id}.${issued}.${signature}`, now)).toBeNull();
  });

  it("reads a token of the earlier form, without the mode, as a game of taps", async () => {
    const payload = `${crypto.randomUUID()}.${now}`;
    const token = `${payload}.${await signText(secret, payload)}`;
    expect(await verifyGameToken(secret, token, now)).toMatchObject({ depthMode: false });
  });

  it("issues a different game id each time", async () => {
    const [a, b] = await Promise.all([issueGameToken(secret, now), issueGameToken(secret, now)]);
    expect(a.split(".")[0]).not.toBe(b.split(".")[0]);
  });

  it("refuses a token signed with another key", async () => {
    const token = await issueGameToken("another-key", now);
    expect(await verifyGameToken(secret, token, now)).toBeNull();
  });

  it("refuses a token whose time or id was altered", async () => {
    const token = await issueGameToken(secret, now);
    const [id, issued, mode, signature] = token.split(".");
    const earlier = `${id}.${Number(issued) - 60_000}.${mode}.${signature}`;
    const otherId = `${crypto.randomUUID()}.${issued}.${mode}.${signature}`;
    expect(await verifyGameToken(secret, earlier, now)).toBeNull();
    expect(await verifyGameToken(secret, otherId, now)).toBeNull();
  });

  it("accepts its signature in one spelling only (the last character's unused bits set are another)", async () => {
    const token = await issueGameToken(secret, now);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.slice(-1));
    expect(last % 4).toBe(0);
    // The same 32 bytes for atob: only the two bits that no byte uses differ.
    for (const unused of [1, 2, 3]) {
      const respelled = `${token.slice(0, -1)}${alphabet[last + unused]}`;
      expect(await verifyGameToken(secret, respelled, now), respelled.slice(-3)).toBeNull();
    }
    expect(await verifyGameToken(secret, token, now)).not.toBeNull();
  });

  it("refuses an expired token and one from the future", async () => {
    const token = await issueGameToken(secret, now);
    expect(await verifyGameToken(secret, token, now + GAME_TOKEN_TTL_MS)).not.toBeNull();
    expect(await verifyGameToken(secret, token, now + GAME_TOKEN_TTL_MS + 1)).toBeNull();
    expect(await verifyGameToken(secret, token, now - 60_000)).toBeNull();
  });

  it.each(["", "abc", "a.b.c", `${crypto.randomUUID()}.${now}.`, `${crypto.randomUUID()}.${now}.${"A".repeat(43)}`])(
    "refuses the malformed token %j",
    async (token) => {
      expect(await verifyGameToken(secret, token, now)).toBeNull();
    },
  );
});
