import { describe, expect, it } from "vitest";
import { boardClientKey, dailyClientKey } from "./client-hash.server";

const secret = "test-secret";
const now = Date.parse("2026-11-26T10:00:00Z");

function from(address: string): Request {
  return new Request("https://site.example/", { headers: { "CF-Connecting-IP": address } });
}

// Both keyed hashes count what a client creates (classes a day, places on the board a week): an
// IPv6 client by its line (/56), so that its router's 256 networks of /64 share one budget.
describe("the keyed hashes of a client's line", () => {
  it("give every network of one /56 the same daily key, and another /56 its own", async () => {
    const key = await dailyClientKey(secret, "classes", from("2001:db8:1:100::1"), now);
    for (const address of ["2001:db8:1:101::7", "2001:db8:1:1ff::", "2001:db8:1:180:a:b:c:d"]) {
      expect(await dailyClientKey(secret, "classes", from(address), now), address).toBe(key);
    }
    expect(await dailyClientKey(secret, "classes", from("2001:db8:1:200::1"), now)).not.toBe(key);
    expect(await dailyClientKey(secret, "other", from("2001:db8:1:100::1"), now)).not.toBe(key);
  });

  it("give every network of one /56 the same board key, and another /56 its own", async () => {
    const key = await boardClientKey(secret, from("2001:db8:1:100::1"), now);
    expect(await boardClientKey(secret, from("2001:db8:1:1ff::9"), now)).toBe(key);
    expect(await boardClientKey(secret, from("2001:db8:1:200::1"), now)).not.toBe(key);
  });

  it("still tell two IPv4 addresses apart, and read an IPv4-mapped address as its IPv4 address", async () => {
    const key = await dailyClientKey(secret, "classes", from("198.51.100.7"), now);
    expect(await dailyClientKey(secret, "classes", from("198.51.100.8"), now)).not.toBe(key);
    expect(await dailyClientKey(secret, "classes", from("::ffff:198.51.100.7"), now)).toBe(key);
  });
});
