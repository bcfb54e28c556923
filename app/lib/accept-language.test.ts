import { describe, expect, it } from "vitest";
import { preferredLang } from "./accept-language";

describe("preferredLang", () => {
  it("defaults to Spanish", () => {
    expect(preferredLang(null)).toBe("es");
    expect(preferredLang("")).toBe("es");
    expect(preferredLang("*")).toBe("es");
    expect(preferredLang("fr-FR,fr;q=0.9")).toBe("es");
  });

  it("chooses English when English ranks above Spanish and Catalan", () => {
    expect(preferredLang("en-US,en;q=0.9")).toBe("en");
    expect(preferredLang("en-GB,es;q=0.5")).toBe("en");
    expect(preferredLang("fr,en;q=0.8,es;q=0.7")).toBe("en");
  });

  it("keeps Spanish when Spanish or Catalan ranks at least as high", () => {
    expect(preferredLang("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLang("ca,en;q=0.9")).toBe("es");
    expect(preferredLang("en;q=0.8,ca;q=0.8")).toBe("es");
  });

  it("ignores malformed and zero-quality ranges", () => {
    expect(preferredLang("en;q=0,es;q=0.1")).toBe("es");
    expect(preferredLang("en;q=abc,es")).toBe("es");
    expect(preferredLang(",, en")).toBe("en");
  });
});
