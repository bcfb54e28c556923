import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("the limit key of a client address", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("198.51.100.8")).not.toBe(addressKey("198.51.100.7"));
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0abc",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
  });

  it("tells apart two /64 networks", () => {
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("leaves anything that is not an address as it came", () => {
    for (const text of ["unknown", "1:2:3", "2001:db8::1::2", "gggg::1", "::ffff:300.1.1.1"]) {
      expect(addressKey(text)).toBe(text);
    }
  });
});
