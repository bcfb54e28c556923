import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GOOD_GRADE, LONGEST_GOOD_PAUSE_MS, verdicts } from "~/features/compression-game/measures/cpr-grade";
import { guidelineRate } from "~/features/compression-game/measures/rules";
import { languages } from "~/i18n-routes";
import { inLanguage } from "~/lib/translation.testing";
import { messages } from "~/locales/messages";
import { VerdictLegend } from "./verdict-badge";

// The legend under the teacher's table: each word with what it means, and how a word is chosen
// now that the depth counts when it was measured (cpr-grade.ts verdictOf): "good" from a score of
// GOOD_GRADE with the guidelines' mean rate and no pause of 10 s, the depth and timing score for a
// result measured with the phone; else the fault that cost the most points, the depth's included
// (too shallow, too deep), or the guideline missed.

afterEach(cleanup);

describe.each(languages)("the verdicts' legend (%s)", (lang) => {
  const words = messages[lang].classroom.verdicts;
  const scores = {
    timing: messages[lang].game.quality.grade,
    depth: messages[lang].depth.result.grade,
  };
  /** A score's name as a sentence writes it: "Nota de ritmo y pausas (sobre 100)" → "ritmo y pausas". */
  const named = (grade: string) =>
    grade
      .replace(/\s*\(.*\)$/, "")
      .replace(/^Nota de /, "")
      .toLowerCase();

  it("pairs every verdict, the depth's two included, with what it means", () => {
    render(<VerdictLegend />, { wrapper: inLanguage(lang) });
    const pairs = [...document.querySelectorAll("dl > div")].map((pair) => [
      pair.querySelector("dt")?.textContent,
      pair.querySelector("dd")?.textContent,
    ]);
    expect(verdicts).toContain("tooShallow");
    expect(verdicts).toContain("tooDeep");
    for (const verdict of verdicts) expect(pairs).toContainEqual([words[verdict], words.meaning[verdict]]);
    // The depth's verdicts say when they can be given, and which way the depth missed.
    for (const verdict of ["tooShallow", "tooDeep"] as const) {
      expect(words.meaning[verdict]).toMatch(/5 cm/);
      expect(words.meaning[verdict]).toMatch(/6 cm/);
      expect(words.meaning[verdict]).not.toBe(words.meaning[verdict === "tooDeep" ? "tooShallow" : "tooDeep"]);
    }
  });

  it("says how a word is chosen: good from the threshold, on the depth and timing score when it was measured", () => {
    render(<VerdictLegend />, { wrapper: inLanguage(lang) });
    const intro = screen.getByText(words.legendIntro);
    expect(intro.textContent).toContain(String(GOOD_GRADE));
    expect(words.meaning.good).toContain(String(GOOD_GRADE));
    for (const text of [intro.textContent ?? "", words.meaning.good]) {
      expect(text.toLowerCase()).toContain(named(scores.timing));
      expect(text.toLowerCase()).toContain(named(scores.depth));
      // The guidelines' conditions of "good" (cpr-grade.ts isGoodByGuidelines): the mean rate and the longest pause.
      expect(text).toContain(String(guidelineRate.min));
      expect(text).toContain(String(guidelineRate.max));
      expect(text).toContain(`${LONGEST_GOOD_PAUSE_MS / 1_000} s`);
    }
  });
});
