import { describe, expect, it } from "vitest";
import { addressKey, type AddressGranularity } from "./client-address";

const granularities: AddressGranularity[] = ["line", "subnet"];

describe("the limit key of a client address", () => {
  it.each(granularities)("keeps an IPv4 address whole (%s)", (granularity) => {
    expect(addressKey("198.51.100.7", granularity)).toBe("198.51.100.7");
    expect(addressKey("198.51.100.8", granularity)).not.toBe(addressKey("198.51.100.7", granularity));
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = addressKey("2001:db8:1:2::1", "subnet");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0abc",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(addressKey(address, "subnet"), address).toBe(key);
    }
  });

  it("tells apart two /64 networks", () => {
    expect(addressKey("2001:db8:1:3::1", "subnet")).not.toBe(addressKey("2001:db8:1:2::1", "subnet"));
    expect(addressKey("::1", "subnet")).toBe("0:0:0:0::/64");
  });

  it("keys every network of one IPv6 /56 alike by its line, however it is written", () => {
    const key = addressKey("2001:db8:1:100::", "line");
    expect(key).toBe("2001:db8:1:100::/56");
    for (const address of [
      "2001:db8:1:100::1",
      "2001:db8:1:101::",
      "2001:db8:1:1a7:1234:5678:9abc:def0",
      "2001:db8:1:1ff::",
      "2001:db8:1:1ff:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:01FE:0000:0000:0000:0001",
      "2001:db8:1:180::1%eth0",
    ]) {
      expect(addressKey(address, "line"), address).toBe(key);
    }
  });

  it("tells apart two /56 lines, next to each other or not", () => {
    const key = addressKey("2001:db8:1:100::", "line");
    for (const address of ["2001:db8:1:200::", "2001:db8:1:ff::", "2001:db8:1:0::1", "2001:db8:2:100::"]) {
      expect(addressKey(address, "line"), address).not.toBe(key);
    }
    expect(addressKey("2001:db8:1:200::", "line")).toBe("2001:db8:1:200::/56");
    expect(addressKey("::1", "line")).toBe("0:0:0:0::/56");
  });

  it("never keys a line like one of its networks", () => {
    expect(addressKey("2001:db8:1:100::1", "line")).not.toBe(addressKey("2001:db8:1:100::1", "subnet"));
  });

  it.each(granularities)("reads an IPv4-mapped IPv6 address as the IPv4 address (%s)", (granularity) => {
    expect(addressKey("::ffff:198.51.100.7", granularity)).toBe("198.51.100.7");
    expect(addressKey("::ffff:c633:6407", granularity)).toBe("198.51.100.7");
  });

  it.each(granularities)("leaves anything that is not an address as it came (%s)", (granularity) => {
    for (const text of ["unknown", "1:2:3", "2001:db8::1::2", "gggg::1", "::ffff:300.1.1.1"]) {
      expect(addressKey(text, granularity)).toBe(text);
    }
  });
});
