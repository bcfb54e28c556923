// The PDFs use only the standard PDF fonts, which cover the WinAnsi character set alone. A manual's text
// with any other character (✓, →, emoji…) is refused here rather than printed as garbage.
import type { Manual } from "../content/types";
import type { Lang } from "../app/i18n-routes";

/** The characters that WinAnsiEncoding adds to Latin-1 in 0x80–0x9F. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

function manualTexts(manual: Manual): string[] {
  return [
    manual.title,
    manual.description,
    ...manual.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ("items" in block ? block.items : [block.text])),
    ]),
  ];
}

export function assertWinAnsi(manual: Manual, lang: Lang): void {
  for (const text of manualTexts(manual)) {
    const bad = [...text].filter((char) => !isWinAnsi(char));
    if (bad.length > 0) {
      throw new Error(
        `${lang}/${manual.id}: the standard PDF fonts cannot show ${bad.map((c) => JSON.stringify(c)).join(", ")} in “${text}”`,
      );
    }
  }
}
