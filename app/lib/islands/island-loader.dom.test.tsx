import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import { GameIsland } from "~/features/compression-game/play/game-island";
import { VirtualPhaseConfirm } from "~/features/course/virtual-phase-confirm";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "./hydrate-islands";
import { ISLAND_PLAN_ID, jsonForScript, type IslandHydration } from "./island-data";
import { writeIsland } from "./island-dom.testing";
import loaderSource from "./island-loader.inline.js?raw";

// The inline loader of the islands that wait (island-loader.inline.js), run on an island's server
// markup as a page carries it: what it fetches and when, and the presses it holds for the island.
// What it adds to <head> is kept aside, not loaded: the test hydrates the island itself.

const ENTRY = "/assets/contact-form.island-abc.js";
const CHUNK = "/assets/react-abc.js";
const page = { lang: "es" as const, features: { contact: esFeatures.contact }, formStamp: "stamp-1" };
const contactProps: ContactFormProps = { lang: "es", action: "/es/contacto", defaultValue: {}, flash: null };

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
const comeIntoView = (isIntersecting = true) =>
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
async function pagePaints() {
  for (const observer of paintObservers) {
    if (!observer.off) observer.callback({ getEntries: () => [{ name: "first-contentful-paint" }] });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The page's end: the plan of the islands that wait, then the loader, run as the page runs it. */
function runLoader(name: string, entry = ENTRY) {
  const plan = document.createElement("script");
  plan.type = "application/json";
  plan.id = ISLAND_PLAN_ID;
  plan.textContent = jsonForScript({ [name]: { entry, preload: [CHUNK] } });
  document.body.appendChild(plan);
  new Function(loaderSource)();
}

function contactPage(hydrate: IslandHydration) {
  writeIsland("contact-form", ContactForm, contactProps, page, hydrate);
  runLoader("contact-form");
}

/** The loader's idle callbacks, run by `browserIdles`. */
let idleCallbacks: (() => void)[] = [];
const browserIdles = () => idleCallbacks.splice(0).forEach((callback) => callback());

let added: Node[] = [];
const entryScript = () =>
  added.find((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src.endsWith(ENTRY));
const preloads = () =>
  added.flatMap((node) =>
    node instanceof HTMLLinkElement && node.rel === "modulepreload" ? [node.getAttribute("href")] : [],
  );
const pageLoads = () => window.dispatchEvent(new Event("load"));

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

describe("an island that hydrates at the first interaction", () => {
  it("fetches nothing before the page has loaded and painted, then only its files once near the viewport, and runs nothing", async () => {
    contactPage("interaction");
    comeIntoView();
    browserIdles();
    expect(preloads()).toEqual([]);
    pageLoads();
    comeIntoView();
    browserIdles();
    expect(preloads()).toEqual([]); // loaded, but not painted yet
    await pagePaints();
    expect(preloads()).toEqual([]); // painted, but neither idle nor near the viewport yet
    comeIntoView();
    expect(preloads()).toEqual([CHUNK, ENTRY]);
    expect(entryScript()).toBeUndefined();
  });

  it("fetches its files, far from the viewport too, once the browser is idle after the paint, and runs nothing", async () => {
    contactPage("interaction");
    pageLoads();
    await pagePaints();
    expect(preloads()).toEqual([]);
    browserIdles();
    expect(preloads()).toEqual([CHUNK, ENTRY]);
    expect(entryScript()).toBeUndefined();
    comeIntoView();
    expect(preloads()).toEqual([CHUNK, ENTRY]); // once each
  });

  it("hydrates once the visitor scrolls it near, when it was not near as the page was shown", async () => {
    contactPage("interaction");
    pageLoads();
    await pagePaints();
    comeIntoView(false); // where it was as the page was shown: further down
    expect(preloads()).toEqual([]);
    expect(entryScript()).toBeUndefined();
    comeIntoView(); // the visitor scrolled to within a screen and a half of it
    expect(preloads()).toEqual([CHUNK, ENTRY]);
    expect(entryScript()).toBeDefined();
  });

  it("runs nothing untouched when it was near the viewport as the page was shown: a page's load hydrates none of it", async () => {
    contactPage("interaction");
    pageLoads();
    await pagePaints();
    comeIntoView();
    browserIdles();
    comeIntoView();
    browserIdles();
    expect(preloads()).toEqual([CHUNK, ENTRY]);
    expect(entryScript()).toBeUndefined();
  });

  it("waits 3 s at most for a first paint the browser never records", () => {
    vi.useFakeTimers();
    try {
      contactPage("interaction");
      pageLoads();
      vi.advanceTimersByTime(2_900);
      comeIntoView();
      expect(preloads()).toEqual([]);
      vi.advanceTimersByTime(200);
      comeIntoView();
      expect(preloads()).toEqual([CHUNK, ENTRY]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs its script at the first focus in it, before the page has loaded too", () => {
    contactPage("interaction");
    document.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    expect(entryScript()?.type).toBe("module");
    expect(preloads()).toEqual([CHUNK, ENTRY]);
  });

  it("keeps what was typed before it hydrated, and gives it the press of Send it held", async () => {
    contactPage("interaction");
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    name.focus();
    name.value = "Laia";
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    const send = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(send.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))).toBe(false);
    expect(submitted).not.toHaveBeenCalled(); // held: the form did not post as a page

    await act(() => hydrateIslands("contact-form", ContactForm));
    await waitFor(() => expect(document.querySelector("[data-island]")?.hasAttribute("data-hydrated")).toBe(true));
    // Given to the island: it checked the form (no address yet) and kept the name.
    expect(await screen.findByText(esFeatures.contact.errors.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(esFeatures.contact.errors.nameRequired)).toBeNull();
    expect(name.value).toBe("Laia");
  });

  it("gives a held press to the browser when its script cannot load: the form posts as a page", () => {
    contactPage("interaction");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    expect(submitted).not.toHaveBeenCalled();
    entryScript()?.dispatchEvent(new Event("error"));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("leaves a link to the browser and holds no press with a modifier", () => {
    contactPage("interaction");
    const send = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    expect(send.dispatchEvent(withCtrl)).toBe(true);
  });
});

/**
 * Stops a game the test started: its clock ticks every 100 ms until then, and a tick after the
 * test's page is gone fails the whole run (the hydrated root outlives the page's HTML).
 */
async function stopTheGame() {
  await act(() => screen.getByRole("button", { name: esFeatures.game.stop }).click());
  expect(screen.queryByRole("button", { name: esFeatures.game.stop })).toBeNull();
}

describe("the game, which needs its script for Start", () => {
  it("has Start disabled in its HTML, enabled by the loader, and the press held and given to the game", async () => {
    const gamePage = { ...page, features: { game: esFeatures.game } };
    writeIsland("compression-game", GameIsland, {}, gamePage, "interaction");
    const start = screen.getByRole<HTMLButtonElement>("button", { name: esFeatures.game.start });
    expect(start.disabled).toBe(true);
    runLoader("compression-game");
    expect(start.disabled).toBe(false);
    expect(start.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))).toBe(false);
    expect(screen.queryByRole("button", { name: esFeatures.game.stop })).toBeNull();

    await act(() => hydrateIslands("compression-game", GameIsland));
    expect(await screen.findByRole("button", { name: esFeatures.game.stop })).toBeTruthy();
    await stopTheGame();
  });

  it("has its rhythm and metronome enabled by the loader, and gives the game the choices made before it hydrated, then Start", async () => {
    /** The metronome's sound: made once the game runs with the metronome on. */
    const sounds: unknown[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      constructor() {
        sounds.push(this);
      }
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
      createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} });
      createOscillator = () => ({ frequency: { value: 0 }, connect: (next: unknown) => next, start() {}, stop() {} });
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const gamePage = { ...page, features: { game: esFeatures.game } };
    writeIsland("compression-game", GameIsland, {}, gamePage, "interaction");
    runLoader("compression-game");
    const rhythm = screen.getByRole<HTMLInputElement>("combobox", { name: esFeatures.game.rhythm });
    const metronome = screen.getByRole<HTMLInputElement>("checkbox", { name: esFeatures.game.metronome });
    expect(rhythm.disabled).toBe(false);
    expect(metronome.disabled).toBe(false);
    rhythm.value = "110";
    rhythm.dispatchEvent(new Event("change", { bubbles: true }));
    metronome.click();
    screen.getByRole("button", { name: esFeatures.game.start }).click();

    await act(() => hydrateIslands("compression-game", GameIsland));
    // Started with the rhythm chosen: the select, locked while the game runs, shows it, and the metronome is on.
    expect(await screen.findByRole("button", { name: esFeatures.game.stop })).toBeTruthy();
    expect(rhythm.value).toBe("110");
    expect(rhythm.disabled).toBe(true);
    expect(metronome.checked).toBe(true);
    expect(sounds).toHaveLength(1);
    await stopTheGame();
  });
});

describe("an island that replaces its button as it hydrates", () => {
  it("gives the press it held to the browser, as the form without script would have sent it", async () => {
    const confirmProps = { slideLabel: "Desliza", completed: "Hecho", confirmButton: "Confirmar" };
    writeIsland("slide-confirm", VirtualPhaseConfirm, confirmProps, { ...page, features: {} }, "visible");
    runLoader("slide-confirm");
    const sent: { method: string; fields: [string, string][] }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const fields = [...this.querySelectorAll("input")].map((input): [string, string] => [input.name, input.value]);
      sent.push({ method: this.method, fields });
    });
    const confirm = screen.getByRole("button", { name: "Confirmar" });
    expect(confirm.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))).toBe(false);

    await act(() => hydrateIslands("slide-confirm", VirtualPhaseConfirm));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Confirmar" })).toBeNull(); // the slider took its place
    expect(sent[0]).toEqual({ method: "get", fields: [["step", "4"]] });
  });
});

describe("an island that hydrates when visible", () => {
  it("runs its script once the page has loaded and painted and it comes near the viewport", async () => {
    contactPage("visible");
    comeIntoView();
    expect(entryScript()).toBeUndefined();
    pageLoads();
    await pagePaints();
    expect(entryScript()).toBeUndefined();
    comeIntoView();
    expect(entryScript()).toBeDefined();
  });
});
