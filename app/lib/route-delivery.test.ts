import { describe, expect, it } from "vitest";
import { languages, linkIds, links, linkSetup, pageIds, pages, pageSetup, type PageDelivery } from "~/i18n-routes";
import {
  deliveryAt,
  isPrivatePath,
  isSharedAddress,
  isUnderPrivateLink,
  keptAddress,
  keptQueries,
  matchLink,
  personalQueries,
  routeAt,
} from "./route-delivery";
import { apiRoutes } from "./api-routes";
import { listedPageIds } from "./sitemap";

const token = "NR0k1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-";

describe("the route at a path", () => {
  it("is a page at its exact address", () => {
    expect(routeAt("/en/contact")).toMatchObject({
      kind: "page",
      pageId: "contact",
      lang: "en",
      routeId: "contact-en",
    });
    expect(routeAt("/en/Contact")).toBeNull();
  });

  it("is a class's link with its token, in its exact case, as Remix matches it", () => {
    expect(matchLink(`/ca/first-aiducation/aula/t/${token}`)).toEqual({
      linkId: "classroom-teacher",
      lang: "ca",
      routeId: "classroom-teacher-ca",
      token,
    });
    expect(matchLink(`/en/first-aiducation/classroom/p/${token}/round.json`)?.routeId).toBe(
      "classroom-projector-round-en",
    );
    expect(matchLink(`/es/first-aiducation/aula/t/${token}/results.csv`)?.linkId).toBe("classroom-results-csv");
    expect(matchLink("/es/first-aiducation/aula/t/")).toBeNull();
    expect(matchLink(`/es/first-aiducation/aula/t/${token}/elsewhere`)).toBeNull();
    expect(matchLink(`/es/first-aiducation/aula/t/${token}/resultsXcsv`)).toBeNull();
    expect(matchLink(`/ES/first-aiducation/aula/t/${token}`)).toBeNull();
    expect(matchLink(`/en/first-aiducation/aula/t/${token}`)).toBeNull();
  });

  it("is none for what the table does not declare", () => {
    for (const path of ["/", "/robots.txt", "/api/game", "/es/contacto.data", "/es/nowhere"]) {
      expect(routeAt(path), path).toBeNull();
      expect(deliveryAt(path), path).toBeNull();
    }
  });
});

describe("the deliveries", () => {
  it("make every class's link private, in every language, and nothing else", () => {
    for (const linkId of linkIds) {
      for (const lang of languages) {
        const path = links[linkId][lang].replace(":token", token);
        expect(isPrivatePath(path), path).toBe(true);
      }
    }
    for (const pageId of pageIds) expect(isPrivatePath(pages[pageId].es), pageId).toBe(false);
  });

  it("make private any path under a link's address before its token, however spelt, and no page's", () => {
    for (const lang of languages) {
      const classroom = pages.classroom[lang];
      for (const path of [
        `${classroom}/p/${token}/report`,
        `${classroom}/p/${token}/results.csv`,
        `${classroom}/t/${token}/`,
        `${classroom}/t/${token}/elsewhere/and/more`,
        `${classroom}/t/`,
        `${classroom}/p`,
        `${classroom.toUpperCase()}/T/${token}`,
        `${classroom.replace(/a/g, "%61")}/%74/${token}`,
        `${classroom}%252Fp%252F${token}`,
        `${classroom}//t//${token}`,
        `${classroom}\\p\\${token}`,
        `${classroom}/./t/${token}`,
        `/${lang}/x/../${classroom.slice(4)}/t/${token}`,
      ]) {
        expect(isUnderPrivateLink(path), path).toBe(true);
        expect(isPrivatePath(path), path).toBe(true);
      }
    }
    const publicPaths = [
      ...pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang])),
      ...apiRoutes.map((route) => route.path),
      "/",
      "/es/first-aiducation/aula/tt/x",
      "/es/first-aiducation/aula/x/t/y",
      "/en/first-aiducation/aula/t/x",
      "/t/x",
    ];
    for (const path of publicPaths) expect(isPrivatePath(path), path).toBe(false);
  });

  it("list no private route in the sitemaps", () => {
    for (const id of listedPageIds) expect(pageSetup[id].delivery.kind).not.toBe("private");
    expect(linkIds.every((id) => linkSetup[id].delivery.kind === "private")).toBe(true);
  });

  it("never keep a query that they also call personal", () => {
    for (const id of pageIds) {
      const { delivery } = pageSetup[id];
      const personal = personalQueries(delivery);
      expect(
        keptQueries(delivery).filter((query) => personal.includes(query)),
        id,
      ).toEqual([]);
    }
    expect(personalQueries(pageSetup.classroom.delivery)).toContain("code");
  });

  it("share an address only with the queries the page keeps", () => {
    const delivery: PageDelivery = { kind: "per-build", queries: ["topic"], personalQueries: ["code"] };
    expect(isSharedAddress(delivery, [])).toBe(true);
    expect(isSharedAddress(delivery, ["topic"])).toBe(true);
    expect(isSharedAddress(delivery, ["code"])).toBe(false);
    expect(isSharedAddress(delivery, ["topic", "utm_source"])).toBe(false);
    expect(isSharedAddress({ kind: "private" }, [])).toBe(false);
  });
});

describe("keptAddress", () => {
  it("gives a page's address with the first query its delivery keeps", () => {
    expect(keptAddress("/en/contact")).toBe("/en/contact?topic=1");
    expect(keptAddress("/es")).toBe("/es?topic=1");
    expect(keptAddress("/ca/portfolio/kalyan", "2")).toBe("/ca/portfolio/kalyan?video=2");
  });

  it("refuses a page kept at no query, and what is no page", () => {
    expect(() => keptAddress("/es/privacidad")).toThrow(/no page/);
    expect(() => keptAddress(`/es/first-aiducation/aula/t/${token}`)).toThrow(/no page/);
  });
});
