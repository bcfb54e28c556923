import { describe, expect, it } from "vitest";
import { learningContent } from "@content/learning";
import { firstAiducationContent } from "@content/programmes";
import { messages } from "~/locales/messages";
import { languages } from "~/i18n-routes";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";

// The depth's error is stated where the game is offered (the page's and the course's copy) and
// where a depth is shown (the gauge, the result, the class's tables, through {{error}}): one
// figure, the measured one (depth-zone.ts), in every language.

/** Every "± N" a text states, as the numbers written. */
const statedErrors = (text: string) => [...text.matchAll(/±\s?(\d+(?:[.,]\d+)?)/g)].map((match) => match[1]);

describe("the depth's stated error", () => {
  it.each(languages)("is the measured one wherever the copy in %s writes a figure", (lang) => {
    const copy = JSON.stringify([firstAiducationContent[lang], learningContent[lang]]);
    const stated = statedErrors(copy);
    // The game's introduction and the course's simulator both offer the depth mode.
    expect(stated.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stated)).toEqual(new Set([String(DEPTH_ESTIMATE_ERROR_MM)]));
    expect(copy).toMatch(/each compression|cada compressió|cada compresión/);
  });

  it.each(languages)("is given to the interface's strings in %s, never written in them", (lang) => {
    const strings = JSON.stringify(messages[lang]);
    expect(statedErrors(strings)).toEqual([]);
    expect(strings).toContain("±{{error}}");
    // Beside the choice, where the figure comes from: no real manikin has checked it yet (recordings/).
    expect(messages[lang].depth.howTo.estimate).toMatch(
      /simulated compressions|compressions simulades|compresiones simuladas/,
    );
  });
});
