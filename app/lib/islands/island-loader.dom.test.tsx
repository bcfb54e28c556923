import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/features/contact/contact-form";
import { VirtualPhaseConfirm } from "~/features/course/virtual-phase-confirm";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "./hydrate-islands";
import { writeIsland } from "./island-dom.testing";
import {
  CHUNK,
  ENTRY,
  browserIdles,
  comeIntoView,
  contactPage,
  entryScript,
  fakeLoaderBrowser,
  page,
  pageLoads,
  pagePaints,
  preloads,
  runLoader,
} from "./island-loader.testing";

// The inline loader of the islands that wait (island-loader.inline.js), run on an island's server
// markup as a page carries it: what it fetches and when, and the presses it holds for the island.
// What it adds to <head> is kept aside, not loaded: the test hydrates the island itself. The game's
// held Start and choices: island-loader-game.dom.test.tsx.

fakeLoaderBrowser();

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

describe("a press that straddles the island's hydration", () => {
  const confirmProps = { slideLabel: "Desliza", completed: "Hecho", confirmButton: "Confirmar" };
  function confirmIsland() {
    writeIsland("slide-confirm", VirtualPhaseConfirm, confirmProps, { ...page, features: {} }, "visible");
    runLoader("slide-confirm");
    const sent: [string, string][][] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      sent.push([...this.querySelectorAll("input")].map((input): [string, string] => [input.name, input.value]));
    });
    return { sent, confirm: screen.getByRole("button", { name: "Confirmar" }) };
  }
  const pointer = (type: string, target: EventTarget) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, button: 0 }));

  it("pressed before the island replaced its button and let go after, makes no click, and is given to the browser", async () => {
    const { sent, confirm } = confirmIsland();
    pointer("pointerdown", confirm);
    await act(() => hydrateIslands("slide-confirm", VirtualPhaseConfirm));
    expect(confirm.isConnected).toBe(false);
    // Let go where the button was: on the island, which the browser gives no click.
    pointer("pointerup", document.querySelector('[data-island="slide-confirm"]')!);
    await waitFor(() => expect(sent).toEqual([[["step", "4"]]]));
  });

  it("pressed with the space bar before the island replaced its button and let go after, is given to the browser", async () => {
    const { sent, confirm } = confirmIsland();
    confirm.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: " " }));
    await act(() => hydrateIslands("slide-confirm", VirtualPhaseConfirm));
    // The button gone, the focus with it: the key comes up on the page.
    document.body.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, key: " " }));
    await waitFor(() => expect(sent).toEqual([[["step", "4"]]]));
  });

  it("let go outside the island, is taken back, as a button's press is", async () => {
    const { sent, confirm } = confirmIsland();
    pointer("pointerdown", confirm);
    await act(() => hydrateIslands("slide-confirm", VirtualPhaseConfirm));
    pointer("pointerup", document.body);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
  });

  it("ending in a click on the button still there, is held once and given once", async () => {
    const { sent, confirm } = confirmIsland();
    pointer("pointerdown", confirm);
    pointer("pointerup", confirm);
    expect(confirm.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))).toBe(false);
    await act(() => hydrateIslands("slide-confirm", VirtualPhaseConfirm));
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([[["step", "4"]]]);
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
