import { afterEach, beforeEach, vi } from "vitest";
import { esFeatures } from "~/locales/es-features";
import type { ContactFormProps } from "~/features/contact/contact-form";
import { ContactForm } from "~/features/contact/contact-form";
import { ISLAND_PLAN_ID, jsonForScript, type IslandHydration } from "./island-data";
import { writeIsland } from "./island-dom.testing";
import loaderSource from "./island-loader.inline.js?raw";

// The browser around the inline loader (island-loader.inline.js) in a simulated DOM, for its tests:
// the observers of the viewport and of paints, the idle callbacks and the page's load, all moved by
// the test; what the loader adds to <head> is kept aside (`added`), not loaded.

export const ENTRY = "/assets/contact-form.island-abc.js";
export const CHUNK = "/assets/react-abc.js";
export const page = { lang: "es" as const, features: { contact: esFeatures.contact }, formStamp: "stamp-1" };
export const contactProps: ContactFormProps = { lang: "es", action: "/es/contacto", defaultValue: {}, flash: null };

/** The IntersectionObservers the loader made, to bring their targets into view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
}
/** The observers report where their targets are: near the viewport (by default) or not. */
export const comeIntoView = (isIntersecting = true) =>
  // An observer that observes nothing yet reports nothing, as a browser's.
  observers.forEach((observer) =>
    observer.targets.length === 0
      ? undefined
      : observer.callback(
          observer.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        ),
  );

/** The paint timing observers the loader made, told of the first contentful paint by `pagePaints`. */
let paintObservers: { callback: (list: { getEntries(): { name: string }[] }) => void; off: boolean }[] = [];
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  off = false;
  constructor(public callback: (list: { getEntries(): { name: string }[] }) => void) {
    paintObservers.push(this);
  }
  observe() {}
  disconnect() {
    this.off = true;
  }
}
/** The browser records the page's first contentful paint; the loader goes on in the next task. */
export async function pagePaints() {
  for (const observer of paintObservers) {
    if (!observer.off) observer.callback({ getEntries: () => [{ name: "first-contentful-paint" }] });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The page's end: the plan of the islands that wait, then the loader, run as the page runs it. */
export function runLoader(name: string, entry = ENTRY) {
  const plan = document.createElement("script");
  plan.type = "application/json";
  plan.id = ISLAND_PLAN_ID;
  plan.textContent = jsonForScript({ [name]: { entry, preload: [CHUNK] } });
  document.body.appendChild(plan);
  new Function(loaderSource)();
}

export function contactPage(hydrate: IslandHydration) {
  writeIsland("contact-form", ContactForm, contactProps, page, hydrate);
  runLoader("contact-form");
}

/** The loader's idle callbacks, run by `browserIdles`. */
let idleCallbacks: (() => void)[] = [];
export const browserIdles = () => idleCallbacks.splice(0).forEach((callback) => callback());

let added: Node[] = [];
export const entryScript = () =>
  added.find((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src.endsWith(ENTRY));
export const preloads = () =>
  added.flatMap((node) =>
    node instanceof HTMLLinkElement && node.rel === "modulepreload" ? [node.getAttribute("href")] : [],
  );
export const pageLoads = () => window.dispatchEvent(new Event("load"));

/** Every test of the loader starts from a page of its own, with the fakes above in the browser's place. */
export function fakeLoaderBrowser() {
  beforeEach(() => {
    observers = [];
    paintObservers = [];
    added = [];
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
      added.push(node);
      return node;
    });
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    idleCallbacks = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
  });

  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("data-hydrated");
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
