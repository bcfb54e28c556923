import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { languages } from "~/i18n-routes";
import { inLanguage } from "~/lib/translation.testing";
import { messages } from "~/locales/messages";
import { cprQuality } from "../measures/cpr-quality";
import { QualityReport } from "./quality-report";

// The result a pupil reads after a round or a game: the grade, right under it what to work on
// first (so that both are on a small phone's first screen), then the figures, their own mean rate
// first; a pupil who never stopped is told to go faster, not to keep going.

afterEach(cleanup);

/** 30 s of a slow pupil: 650 ms thrice and 1.1 s once, by turns, no pause of 2 s. */
function slowPupil() {
  const pressesAt = [0];
  for (let index = 0; pressesAt.at(-1)! < 29_000; index++)
    pressesAt.push(pressesAt.at(-1)! + (index % 4 === 3 ? 1_100 : 650));
  return cprQuality({ pressesAt, durationMs: 30_000 })!;
}

describe.each(languages)("the quality report (%s)", (lang) => {
  const words = messages[lang].game.quality;

  it("shows the pupil's own mean rate and tells a slow pupil who never stopped to go faster", () => {
    const quality = slowPupil();
    render(<QualityReport quality={quality} idPrefix="test" lead />, { wrapper: inLanguage(lang) });
    const rate = words.perMinute.replace("{{rate}}", String(Math.round(quality.meanRateBpm)));
    expect(Math.round(quality.meanRateBpm)).toBeLessThan(100);
    expect(screen.getByText(words.meanRate).closest("div")?.textContent).toContain(rate);
    const advice = [...document.querySelectorAll("[data-advice] li")].map((item) => item.textContent);
    expect(advice[0]).toBe(words.advice.rateSlow);
    expect(advice).not.toContain(words.advice.fraction);
  });

  it("puts what to work on first right under the grade, before the detailed figures", () => {
    render(<QualityReport quality={slowPupil()} idPrefix="test" lead />, { wrapper: inLanguage(lang) });
    const grade = screen.getByText(words.grade);
    const improve = screen.getByText(words.improve);
    const meanRate = screen.getByText(words.meanRate);
    const fraction = screen.getByText(words.fraction);
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(grade, improve)).toBe(true);
    expect(follows(improve, meanRate)).toBe(true);
    expect(follows(meanRate, fraction)).toBe(true);
  });
});
