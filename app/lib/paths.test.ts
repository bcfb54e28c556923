import { describe, expect, it } from "vitest";
import { languages, pageIds, pages } from "~/i18n-routes";
import { counterpartHref, href, langFromPath, matchPage, pathHasLang } from "./paths";

describe("href", () => {
  it("builds paths from the route table", () => {
    expect(href("contact", "es")).toBe("/es/contacto");
    expect(href("contact", "en")).toBe("/en/contact");
    expect(href("education", "en")).toBe("/en/education");
    expect(href("contact", "ca")).toBe("/ca/contacte");
    expect(href("sitemap", "ca")).toBe("/ca/mapa-del-lloc");
    expect(href("contact", "es", { topic: "custom-development" })).toBe("/es/contacto?topic=custom-development");
  });
});

describe("langFromPath", () => {
  it("reads the language a path names, Spanish otherwise", () => {
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/ca")).toBe("ca");
    expect(langFromPath("/ca/contacte")).toBe("ca");
    expect(langFromPath("/catala")).toBe("es");
    expect(langFromPath("/en/contact")).toBe("en");
    expect(langFromPath("/es/contacto")).toBe("es");
    expect(langFromPath("/english")).toBe("es");
    expect(langFromPath("/")).toBe("es");
  });

  it("tells language paths from neutral ones", () => {
    expect(pathHasLang("/es")).toBe(true);
    expect(pathHasLang("/en/x")).toBe(true);
    expect(pathHasLang("/enx")).toBe(false);
    expect(pathHasLang("/ca/privacitat")).toBe(true);
    expect(pathHasLang("/cat")).toBe(false);
    expect(pathHasLang("/portfolio")).toBe(false);
  });
});

describe("the route table", () => {
  it("has every page in every language, each path once", () => {
    const paths = pageIds.flatMap((id) => languages.map((lang) => pages[id][lang]));
    expect(new Set(paths).size).toBe(pageIds.length * languages.length);
    for (const id of pageIds) {
      for (const lang of languages) {
        expect(langFromPath(pages[id][lang])).toBe(lang);
        expect(matchPage(pages[id][lang])).toEqual({ pageId: id, lang });
      }
    }
  });
});

describe("counterpartHref (the language switcher)", () => {
  it("maps each page to the same page in another language", () => {
    expect(counterpartHref("/es/educacion", "", "ca")).toBe("/ca/educacio");
    expect(counterpartHref("/ca/mapa-del-lloc", "", "en")).toBe("/en/sitemap");
    expect(counterpartHref("/ca/first-aiducation/recursos", "", "es")).toBe("/es/first-aiducation/resources");
    expect(counterpartHref("/es/educacion", "", "en")).toBe("/en/education");
    expect(counterpartHref("/en/contact", "", "es")).toBe("/es/contacto");
    expect(counterpartHref("/es/training", "", "en")).toBe("/en/training");
    expect(counterpartHref("/es/portfolio/kalyan", "", "en")).toBe("/en/portfolio/kalyan");
    expect(counterpartHref("/es", "", "en")).toBe("/en");
  });

  it("keeps the query string", () => {
    expect(counterpartHref("/es/resources/NeoSalus", "?step=3", "en")).toBe("/en/resources/NeoSalus?step=3");
    expect(counterpartHref("/en/resources/NeoSalus", "?step=3", "ca")).toBe("/ca/recursos/NeoSalus?step=3");
  });

  it("sends an unknown page to the chosen language's home", () => {
    expect(counterpartHref("/es/nothing-here", "?a=1", "en")).toBe("/en");
    expect(counterpartHref("/nothing-here", "", "ca")).toBe("/ca");
  });
});
