import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { stylesApplied } from "./page-checks";

// WCAG checks measured in the page itself, not inferred from the markup (axe covers that): text
// that its box cuts off or that another text covers (1.4.12, under the text-spacing overrides),
// targets smaller than 24 × 24 CSS px (2.5.8), and what forced colours leave of the marks that
// colour alone drew (1.4.11 and 2.4.7 in Windows' contrast themes). Each returns the faults it
// found, described for a reader: an empty list is a pass. tests/e2e/a11y-checks.spec.ts shows
// each one failing on an injected fault.

type Check = "clipped" | "overlap" | "broken" | "targets" | "forced";

/**
 * All the checks, as one function run in the page (Playwright sends its source; the page's CSP
 * allows no eval, so the helpers live inside it).
 */
function measure([check, scope]: [Check, string]): string[] {
  /** Whether an element is drawn: not hidden, not screen-reader-only text (1 px, clipped). */
  const drawn = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true })) {
      return false;
    }
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !element.closest(".sr-only");
  };
  /** A short description of an element: its tag, id and first words. */
  const describe = (element: Element) => {
    const words = (element.textContent || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${words ? ` "${words.slice(0, 40)}"` : ""}`;
  };
  const texts = (root: Node) => {
    const found: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement && drawn(node.parentElement)) found.push(node as Text);
    }
    return found;
  };
  const rectsOf = (text: Text) => {
    const range = document.createRange();
    range.selectNodeContents(text);
    return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
  };
  const targetSelector =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=slider], [tabindex]:not([tabindex='-1'])";

  if (check === "clipped") {
    // Text cut off by a box that hides its overflow: text reaching more than a pixel past its padding box.
    const faults: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const clipsX = ["hidden", "clip"].includes(style.overflowX);
      const clipsY = ["hidden", "clip"].includes(style.overflowY);
      if ((!clipsX && !clipsY) || !drawn(element)) continue;
      const box = element.getBoundingClientRect();
      const left = box.left + element.clientLeft;
      const top = box.top + element.clientTop;
      const right = left + element.clientWidth;
      const bottom = top + element.clientHeight;
      const cut = texts(element).find((text) =>
        rectsOf(text).some(
          (rect) =>
            (clipsX && (rect.left < left - 1 || rect.right > right + 1)) ||
            (clipsY && (rect.top < top - 1 || rect.bottom > bottom + 1)),
        ),
      );
      if (cut) faults.push(`${describe(element)} cuts off "${cut.textContent!.trim().slice(0, 40)}"`);
    }
    return faults;
  }

  if (check === "overlap") {
    // Pairs of texts whose boxes cover each other by more than two pixels each way, measured from
    // the top of the page: scrolled, the sticky header covers the text under it by design.
    const [scrollX, scrollY] = [window.scrollX, window.scrollY];
    window.scrollTo(0, 0);
    const boxes = texts(document.body).flatMap((text) => rectsOf(text).map((rect) => ({ rect, text })));
    window.scrollTo(scrollX, scrollY);
    boxes.sort((a, b) => a.rect.top - b.rect.top);
    const faults = new Set<string>();
    for (let i = 0; i < boxes.length; i += 1) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.rect.top < a.rect.bottom - 2; j += 1) {
        const b = boxes[j]!;
        if (a.text === b.text) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2) {
          const words = (text: Text) => `"${text.textContent!.trim().slice(0, 30)}"`;
          faults.add(`${words(a.text)} and ${words(b.text)} overlap by ${Math.round(across)} × ${Math.round(down)} px`);
        }
      }
    }
    return [...faults];
  }

  if (check === "broken") {
    // A word split across two lines where the language allows no break: the body's
    // overflow-wrap breaks a word too long for its box anywhere ("Compresio|nes"). A break after a
    // hyphen, a dash or a slash, or before a bracket, is the language's own; an address or a typed
    // name may break anywhere. Text off the screen (a form's trap for robots) is not read.
    const faults = new Set<string>();
    for (const text of texts(document.querySelector(scope) ?? document.body)) {
      const content = text.textContent!;
      if (text.parentElement!.getBoundingClientRect().right <= 0) continue;
      // A name as a visitor typed it (marked not to translate) may be one long word: it must break.
      if (text.parentElement!.closest("[translate=no]")) continue;
      for (const word of content.matchAll(/\S+/g)) {
        if (/^[/?]|:\/\/|@/.test(word[0])) continue;
        const range = document.createRange();
        const lineOf = (at: number) => {
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        const first = lineOf(word.index);
        for (let at = word.index + 1; at < word.index + word[0].length; at += 1) {
          if (lineOf(at) === first) continue;
          if (!/[-‐–—/]/.test(content[at - 1]!) && content[at] !== "(")
            faults.add(`"${word[0]}" broken in ${describe(text.parentElement!)}`);
          break;
        }
      }
    }
    return [...faults];
  }

  if (check === "targets") {
    // Under 24 × 24 CSS px, outside 2.5.8's exceptions: a link inside a sentence (inline), or a
    // target whose 24 px circle, centred on it, meets no other target nor another small one's circle.
    const targets = [...document.querySelectorAll<HTMLElement>(targetSelector)].filter(
      (target) => drawn(target) && !target.closest("[aria-hidden=true], [inert]"),
    );
    const inSentence = (target: HTMLElement) => {
      if (target.tagName !== "A" || getComputedStyle(target).display !== "inline") return false;
      let block = target.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      return (block?.textContent ?? "").trim().length > (target.textContent ?? "").trim().length;
    };
    const boxes = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));
    const small = targets.filter((target) => {
      const box = boxes.get(target)!;
      return (box.width < 23.5 || box.height < 23.5) && !inSentence(target);
    });
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const reach = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    return small.flatMap((target) => {
      const box = boxes.get(target)!;
      const here = centre(box);
      const crowded = targets.some((other) => {
        if (other === target || other.contains(target) || target.contains(other)) return false;
        if (reach(here, boxes.get(other)!) < 12) return true;
        const there = centre(boxes.get(other)!);
        return small.includes(other) && Math.hypot(here.x - there.x, here.y - there.y) < 24;
      });
      return crowded ? [`${describe(target)} ${Math.round(box.width)} × ${Math.round(box.height)} px`] : [];
    });
  }

  // Forced colours (run with forced-colors: active): what they take from the page's marks.
  const faults: string[] = [];
  const stops = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    ),
  ].filter((stop) => drawn(stop) && !stop.closest("[inert]") && !(stop as HTMLButtonElement).disabled);
  const [scrollX, scrollY] = [window.scrollX, window.scrollY];
  for (const stop of stops) {
    stop.focus({ preventScroll: true });
    if (document.activeElement !== stop) continue;
    const style = getComputedStyle(stop);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2) {
      faults.push(`the focus on ${describe(stop)} has no outline`);
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(scrollX, scrollY);

  // A button's fill is dropped, and with it its edge, unless a border draws it.
  const sides = ["top", "right", "bottom", "left"];
  for (const button of document.querySelectorAll("button, input[type=submit], input[type=button], [role=slider]")) {
    const style = getComputedStyle(button);
    const edged = sides.every(
      (side) =>
        style.getPropertyValue(`border-${side}-style`) !== "none" &&
        parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1,
    );
    // A button drawn as a link (its text underlined) has no edge to keep.
    const likeALink = style.textDecorationLine.includes("underline");
    if (drawn(button) && !edged && !likeALink) faults.push(`${describe(button)} has no edge`);
  }

  // A state drawn apart from its neighbours by what forced colours keep: borders, outlines,
  // underlines, weight, and the system colours the page asks for itself.
  const look = (element: Element) =>
    [element, ...element.querySelectorAll("*")]
      .map((part) => {
        const style = getComputedStyle(part);
        return [
          style.borderTopStyle,
          style.borderTopWidth,
          style.borderBottomStyle,
          style.borderBottomWidth,
          style.borderBottomColor,
          style.outlineStyle,
          style.textDecorationLine,
          style.fontWeight,
          style.backgroundColor,
          style.color,
        ].join(" ");
      })
      .join("|");
  const states = [
    ['[role=tab][aria-selected="true"]', '[role=tab][aria-selected="false"]'],
    ['[aria-current="page"]', "a:not([aria-current])"],
    ['[aria-current="step"]', "a:not([aria-current])"],
    ['[aria-pressed="true"]', '[aria-pressed="false"]'],
  ] as const;
  for (const [chosenSelector, othersSelector] of states) {
    for (const chosen of document.querySelectorAll(chosenSelector)) {
      if (!drawn(chosen)) continue;
      const neighbours = [...(chosen.parentElement?.parentElement?.querySelectorAll(othersSelector) ?? [])];
      const same = neighbours.find(
        (other) => drawn(other) && other.tagName === chosen.tagName && look(other) === look(chosen),
      );
      if (same) faults.push(`${describe(chosen)} looks like ${describe(same)}`);
    }
  }
  return faults;
}

/** One check, once the page's stylesheets apply, on the element of `scope` where the check reads text (the body by default). */
async function measured(page: Page, check: Check, scope = "body") {
  await stylesApplied(page);
  return page.evaluate(measure, [check, scope] as [Check, string]);
}

/** Text cut off by a box that hides its overflow (WCAG 1.4.12, under the text-spacing overrides). */
export const clippedText = (page: Page) => measured(page, "clipped");

/** Texts that cover each other (WCAG 1.4.12). */
export const overlappingText = (page: Page) => measured(page, "overlap");

/**
 * Words split across lines where the language has no break (a box too narrow for its longest
 * word), in the page or in the element of `scope`.
 */
export const brokenWords = (page: Page, scope?: string) => measured(page, "broken", scope);

/** Targets under 24 × 24 CSS px outside the inline and spacing exceptions (WCAG 2.5.8). */
export const smallTargets = (page: Page) => measured(page, "targets");

/**
 * What forced colours take from the page's marks (run with `forced-colors: active`): a focus mark
 * that is not an outline, a button without a border, a chosen tab, current page or step, or
 * pressed toggle drawn like its neighbours.
 */
export async function forcedColourFaults(page: Page): Promise<string[]> {
  // A key press first, so that the focus the script gives shows as the keyboard's would.
  await page.keyboard.press("Shift");
  return measured(page, "forced");
}

/** At the page's current width: no target under 24 px, and forced colours keep every mark. */
export async function expectTargetsAndForcedColours(page: Page, where: string) {
  expect(await smallTargets(page), `targets under 24 px ${where}`).toEqual([]);
  await page.emulateMedia({ forcedColors: "active" });
  expect(await forcedColourFaults(page), `marks lost to forced colours ${where}`).toEqual([]);
  await page.emulateMedia({ forcedColors: "none" });
}

/** Under the text-spacing overrides: no text cut off by its box or covered by another. */
export async function expectTextKept(page: Page, where: string) {
  expect(await clippedText(page), `text cut off ${where}`).toEqual([]);
  expect(await overlappingText(page), `text overlapped ${where}`).toEqual([]);
}
