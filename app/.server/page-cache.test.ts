import { describe, expect, it } from "vitest";
import { edgeTtl, isKeepable, leaderboardKeys, pageCacheKey } from "./page-cache";

const origin = "https://estudioxr.example";
const now = Date.parse("2026-11-23T10:00:00Z");
const keyOf = (path: string, init?: RequestInit, at = now) =>
  pageCacheKey(new Request(`${origin}${path}`, init), "fingerprint-a", at)?.url ?? null;

describe("pageCacheKey", () => {
  it("keys a page by its address, the build and the day in Madrid", () => {
    expect(keyOf("/es/resources/NeoSalus?step=2")).toBe(
      `${origin}/es/resources/NeoSalus?step=2&edge-cache-fingerprint=fingerprint-a&edge-cache-day=2026-11-23`,
    );
    expect(pageCacheKey(new Request(`${origin}/es`), "build-b", now)?.url).not.toBe(keyOf("/es"));
    // 23:30 UTC on 23 November is already the 24th in Madrid.
    expect(keyOf("/es/sitemap", undefined, Date.parse("2026-11-23T23:30:00Z"))).toContain("edge-cache-day=2026-11-24");
  });

  it("keeps HEAD with GET, and nothing else", () => {
    expect(keyOf("/en", { method: "HEAD" })).toBe(keyOf("/en"));
    expect(keyOf("/en", { method: "POST", body: "" })).toBeNull();
  });

  it("leaves out what is not a page, or not the same for every visitor", () => {
    expect(keyOf("/robots.txt")).toBeNull();
    expect(keyOf("/api/game")).toBeNull(); // the game's JSON address (lib/api-routes.ts)
    expect(keyOf("/es/contacto.data")).toBeNull();
    expect(keyOf("/nowhere")).toBeNull();
    expect(keyOf("/es?utm_source=newsletter")).toBeNull();
    expect(keyOf("/es/contacto", { headers: { Cookie: "flash=abc" } })).toBeNull();
    expect(keyOf("/es/first-aiducation", { headers: { Cookie: "d1_bookmark=0000" } })).toBeNull();
    expect(keyOf("/es/contacto", { headers: { Cookie: "lang=en" } })).not.toBeNull();
    // A leaderboard page only at its plain address, the one a saved score purges.
    expect(keyOf("/es/first-aiducation?video=1")).toBeNull();
    expect(keyOf("/es/first-aiducation")).not.toBeNull();
    // Only the queries a page reads (its delivery's): the course's step, not the contact page's.
    expect(keyOf("/es/contacto?topic=health")).not.toBeNull();
    expect(keyOf("/es/contacto?step=2")).toBeNull();
    expect(keyOf("/en/first-aiducation/classroom?code=K7MPQ2")).toBeNull();
    // A pupil's or a teacher's classroom cookies make the classroom page theirs.
    for (const cookie of ["class_pupil=x", "class_links=x", "class_session_links=x", "class_deleted=1", "new_one=1"]) {
      expect(keyOf("/ca/first-aiducation/aula", { headers: { Cookie: cookie } }), cookie).toBeNull();
    }
    expect(keyOf("/ca/first-aiducation/aula")).not.toBeNull();
  });
});

describe("the leaderboard pages", () => {
  it("expire within a minute and are all purged by a save, in every language", () => {
    expect(edgeTtl("/es/first-aiducation")).toBe(60);
    expect(edgeTtl("/ca/portfolio/first-aiducation")).toBe(60);
    expect(edgeTtl("/en/portfolio/first-aiducation")).toBe(60);
    expect(edgeTtl("/es")).toBeGreaterThan(60);
    expect(
      leaderboardKeys(origin, "fingerprint-a", now)
        .map((key) => new URL(key.url).pathname)
        .sort(),
    ).toEqual([
      "/ca/first-aiducation",
      "/ca/portfolio/first-aiducation",
      "/en/first-aiducation",
      "/en/portfolio/first-aiducation",
      "/es/first-aiducation",
      "/es/portfolio/first-aiducation",
    ]);
  });
});

describe("isKeepable", () => {
  const page = (init: ResponseInit) => new Response("<html></html>", init);
  it("keeps a whole page that sets no cookie and did not ask not to be kept", () => {
    expect(isKeepable(page({ status: 200 }))).toBe(true);
    expect(isKeepable(page({ status: 404 }))).toBe(false);
    expect(isKeepable(page({ status: 200, headers: { "Set-Cookie": "flash=; Max-Age=0" } }))).toBe(false);
    expect(isKeepable(page({ status: 200, headers: { "Cache-Control": "no-store" } }))).toBe(false);
  });
});
