import type { Page } from "@playwright/test";
import { messages } from "../../app/locales/messages";
import { expect } from "./fixtures";

// What every page must be, as functions the page sweep (page-sweep.spec.ts) calls on each page
// once it is loaded. Each returns what it found wrong, so a failure names every fault at once.

/** A translation key shown instead of its text, like `contact.errors.nameRequired`. */
const rawKey = new RegExp(`\\b(?:${Object.keys(messages.es).join("|")})\\.[a-zA-Z-]+(?:\\.[a-zA-Z]+)*\\b`);

/** Not-found pages: the browser reports their own 404 status as an error; that is the page working. */
export const notFoundPaths = ["/es/no-such-page", "/ca/no-existeix", "/nowhere/at-all"];

/**
 * Collects the page's script errors, console errors and Content-Security-Policy violations (a
 * blocked script, style, frame or eval), from before the first navigation on.
 */
export async function collectPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    const url = new URL(message.location().url || "about:blank");
    const ownStatus = notFoundPaths.includes(url.pathname) && message.text().includes("404");
    if (message.type() === "error" && !ownStatus) errors.push(message.text());
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") errors.push(`CSP: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send("Audits.enable");
  return errors;
}

/** A translation key in the title or the text of the page, or null. */
export async function rawTranslationKey(page: Page): Promise<string | null> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return text.match(rawKey)?.[0] ?? null;
}

/** The outline's faults: not one h1 first, or a level skipped (h2 → h4). */
export async function headingFaults(page: Page): Promise<string[]> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  const faults: string[] = [];
  if (levels[0] !== 1) faults.push(`the first heading is h${levels[0] ?? "(none)"}`);
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) faults.push(`${h1s} h1`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 1;
    if (index > 0 && level > previous + 1) faults.push(`h${previous} → h${level}`);
  });
  return faults;
}

/** Ids used twice: a repeated id breaks labels and form= associations (a form posted empty once). */
export async function repeatedIds(page: Page): Promise<string[]> {
  const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

/** Images without width and height (they shift the page as they load), and every image's address. */
export async function imageFaults(page: Page): Promise<{ unsized: string[]; sources: string[] }> {
  return page.locator("img").evaluateAll((images) => ({
    unsized: images
      .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
      .map((image) => image.getAttribute("src") ?? ""),
    sources: images.map((image) => image.getAttribute("src") ?? ""),
  }));
}

/** How far the page is wider than the window, in CSS px (a phone would scroll sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  await stylesApplied(page);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits until every stylesheet the page links is loaded. A page that a click has just loaded can
 * already show its elements (what `toBeVisible` waits for) while its stylesheet, even from the
 * cache, is still on its way: measured then, every link is a bare line of text.
 */
export async function stylesApplied(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet),
      ),
    )
    .toBe(true);
}

/** WCAG 1.4.12's text-spacing overrides, as a visitor's own stylesheet would set them. */
export const textSpacingStyle = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/**
 * The controls (links, buttons, fields, menus' summaries, focusable widgets) that a visitor can
 * see but that stick out of the window's width, with how far: each must be fully on screen at any
 * width (WCAG 1.4.10). Visually hidden ones (the skip link before it has the focus, screen-reader
 * text, the honeypot) do not count. With `inScrollingTables`, nor do the controls in a data table
 * that scrolls sideways in a region of its own (1.4.10's exception for tables): focus or the
 * region's scrolling brings them on screen, and the page itself must still not scroll.
 */
export async function controlsOutsideWidth(page: Page, { inScrollingTables = false } = {}): Promise<string[]> {
  await stylesApplied(page);
  return page.evaluate((allowTables) => {
    const width = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    const inScrollingTable = (control: HTMLElement) => {
      const table = control.closest("table");
      const region = table?.parentElement;
      return region ? ["auto", "scroll"].includes(getComputedStyle(region).overflowX) : false;
    };
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const hidden =
        box.width <= 1 ||
        box.height <= 1 ||
        !control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) ||
        control.closest("[aria-hidden=true], .sr-only") !== null;
      if (hidden || (allowTables && inScrollingTable(control))) return [];
      if (box.left >= -0.5 && box.right <= width + 0.5) return [];
      const name = (control.textContent ?? "").trim().slice(0, 30) || control.getAttribute("aria-label") || "";
      return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.left)}–${Math.round(box.right)} px`];
    });
  }, inScrollingTables);
}

/** What a focus stop looks like when focus reaches it. */
interface FocusStop {
  /** The name and the position: two stops of the same name are told apart by where they are. */
  key: string;
  name: string;
  marked: boolean;
}

/**
 * Tabs through the whole page; returns the focus stops whose focus is not visibly marked. The page
 * records each stop as focus reaches it, and the Tab key is pressed in batches, so that a page of
 * many stops costs one round trip to the browser per stop, not two.
 */
export async function unmarkedFocusStops(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const stops: FocusStop[] = [];
    (window as unknown as { focusStops: FocusStop[] }).focusStops = stops;
    document.addEventListener("focusin", (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const ring = style.boxShadow !== "none";
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      const { x, y } = element.getBoundingClientRect();
      stops.push({
        key: `${name}@${Math.round(x + window.scrollX)},${Math.round(y + window.scrollY)}`,
        name,
        marked: outline || ring,
      });
    });
  });
  const batch = 10;
  let stops: FocusStop[] = [];
  for (let presses = 0; presses < 250; presses += batch) {
    for (let press = 0; press < batch; press += 1) await page.keyboard.press("Tab");
    const seen: FocusStop[] = await page.evaluate(() => (window as unknown as { focusStops: FocusStop[] }).focusStops);
    // The walk is over when focus comes back to a stop it has seen, or stops moving.
    const firstRepeat = seen.findIndex((stop, index) => seen.findIndex((other) => other.key === stop.key) < index);
    const finished = firstRepeat >= 0 || seen.length === stops.length;
    stops = firstRepeat >= 0 ? seen.slice(0, firstRepeat) : seen;
    if (finished) break;
  }
  expect(stops.length, "the page has focus stops").toBeGreaterThan(5);
  return stops.filter((stop) => !stop.marked).map((stop) => stop.name);
}
