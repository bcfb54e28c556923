import { describe, expect, it } from "vitest";
import { missedBudgets, pageKind } from "./budgets.mjs";

// The bench holds a page to the islands' budgets by what its HTML shows, not by a list of paths.

const islandPage = '<main><div data-island="contact-form" data-hydrate="interaction"><form></form></div></main>';
const textPage = "<main><p>Sobre data-island, nada.</p></main>";

describe("a page's kind", () => {
  it("is read from its islands' containers", () => {
    expect(pageKind(islandPage)).toBe("islands");
    expect(pageKind(textPage)).toBe("page");
  });

  it("decides its JavaScript budget", () => {
    const measured = { p95: 1, cssGzip: 1, jsGzip: 5_000 };
    const missed = missedBudgets(
      [
        { path: "/es", kind: pageKind(islandPage), ...measured },
        { path: "/es/portfolio", kind: pageKind(textPage), ...measured },
      ],
      [],
    );
    expect(missed).toEqual(["/es/portfolio: JS 5000 B gz > 0 B (page)"]);
  });
});

describe("the first tap on the game", () => {
  it("is held to a good interaction's 200 ms, by its median", () => {
    const tap = (medianMs: number) => ({ path: "/es/first-aiducation", medianMs });
    expect(missedBudgets([], [], tap(200))).toEqual([]);
    expect(missedBudgets([], [], tap(410))).toEqual([
      "/es/first-aiducation: first tap to running game 410 ms > 200 ms (median)",
    ]);
    expect(missedBudgets([], [])).toEqual([]);
  });
});
