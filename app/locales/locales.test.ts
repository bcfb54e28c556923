import { describe, expect, it } from "vitest";
import { pageIds } from "~/i18n-routes";
import { es as esShared } from "./es";
import { esFeatures } from "./es-features";
import { esHttp } from "./es-http";
import { esMeta } from "./es-meta";
import { messages } from "./messages";

const { es, en, ca } = messages;

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe("the locales", () => {
  it("have exactly the same keys in every language", () => {
    const spanish = leafKeys(es).sort();
    for (const other of [en, ca]) {
      const keys = leafKeys(other).sort();
      expect(keys.filter((key) => !spanish.includes(key))).toEqual([]);
      expect(spanish.filter((key) => !keys.includes(key))).toEqual([]);
    }
  });

  it("have no empty string", () => {
    for (const [name, locale] of Object.entries({ es, en, ca })) {
      const empty = leafKeys(locale).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty, name).toEqual([]);
    }
  });

  it("give every page of the route table a title, description, heading and introduction", () => {
    for (const locale of [es, en, ca]) {
      for (const id of pageIds) {
        expect(Object.keys(locale.pages[id]).sort(), id).toEqual(["heading", "intro"]);
        expect(Object.keys(locale.pageMeta[id]).sort(), id).toEqual(["description", "title"]);
      }
    }
  });

  it("keep shared, feature, metadata and HTTP strings apart, and list only feature groups for pages", () => {
    const groups = [Object.keys(esShared), Object.keys(esFeatures), Object.keys(esMeta), Object.keys(esHttp)];
    expect(groups.flat().sort()).toEqual(Object.keys(es).sort());
    expect(new Set(groups.flat()).size).toBe(groups.flat().length);
  });

  it("keep titles within 60 characters and descriptions within 70 to 160", () => {
    for (const locale of [es, en, ca]) {
      for (const id of pageIds) {
        const { title, description } = locale.pageMeta[id];
        expect(title.length, `${id} title`).toBeLessThanOrEqual(60);
        expect(description.length, `${id} description`).toBeGreaterThanOrEqual(70);
        expect(description.length, `${id} description`).toBeLessThanOrEqual(160);
      }
    }
  });
});
