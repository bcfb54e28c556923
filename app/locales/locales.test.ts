import { describe, expect, it } from "vitest";
import { pageIds } from "~/i18n-routes";
import { en } from "./en";
import { es } from "./es";

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe("the locales", () => {
  it("have exactly the same keys in both languages", () => {
    const spanish = leafKeys(es).sort();
    const english = leafKeys(en).sort();
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it("have no empty string", () => {
    for (const [name, locale] of Object.entries({ es, en })) {
      const empty = leafKeys(locale).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty, name).toEqual([]);
    }
  });

  it("give every page of the route table a title, description, heading and introduction", () => {
    for (const locale of [es, en]) {
      for (const id of pageIds) {
        const page = locale.pages[id];
        expect(Object.keys(page).sort(), id).toEqual(["description", "heading", "intro", "title"]);
      }
    }
  });

  it("keep titles within 60 characters and descriptions within 70 to 160", () => {
    for (const locale of [es, en]) {
      for (const id of pageIds) {
        const { title, description } = locale.pages[id];
        expect(title.length, `${id} title`).toBeLessThanOrEqual(60);
        expect(description.length, `${id} description`).toBeGreaterThanOrEqual(70);
        expect(description.length, `${id} description`).toBeLessThanOrEqual(160);
      }
    }
  });
});
