import { describe, expect, it } from "vitest";
import { preferredLang } from "./accept-language";

describe("preferredLang", () => {
  it("defaults to Spanish", () => {
    expect(preferredLang(null)).toBe("es");
    expect(preferredLang("")).toBe("es");
    expect(preferredLang("*")).toBe("es");
    expect(preferredLang("fr-FR,fr;q=0.9")).toBe("es");
  });

  it("chooses the language ranked first among Spanish, English and Catalan", () => {
    expect(preferredLang("en-US,en;q=0.9")).toBe("en");
    expect(preferredLang("en-GB,es;q=0.5")).toBe("en");
    expect(preferredLang("fr,en;q=0.8,es;q=0.7")).toBe("en");
    expect(preferredLang("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLang("ca-ES,ca;q=0.9,es;q=0.8,en;q=0.7")).toBe("ca");
    expect(preferredLang("ca,en;q=0.9")).toBe("ca");
    expect(preferredLang("es-ES,ca;q=0.9")).toBe("es");
    expect(preferredLang("fr,es;q=0.5,ca;q=0.8")).toBe("ca");
    // A region's tag counts for its language; another language's prefix does not.
    expect(preferredLang("ca-ES-valencia")).toBe("ca");
    expect(preferredLang("cat,en;q=0.5")).toBe("en");
  });

  it("breaks a tie by the order of the header", () => {
    expect(preferredLang("en;q=0.8,ca;q=0.8")).toBe("en");
    expect(preferredLang("ca,es")).toBe("ca");
    expect(preferredLang("es,ca")).toBe("es");
  });

  it("ignores malformed and zero-quality ranges", () => {
    expect(preferredLang("en;q=0,es;q=0.1")).toBe("es");
    expect(preferredLang("ca;q=0,en;q=0.1")).toBe("en");
    expect(preferredLang("en;q=abc,es")).toBe("es");
    expect(preferredLang(",, en")).toBe("en");
  });
});
