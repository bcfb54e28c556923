import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import { VirtualPhaseConfirm } from "~/features/course/virtual-phase-confirm";
import { FeedbackWidget, type FeedbackWidgetProps } from "~/features/feedback/feedback-widget";
import { ResourceTabs } from "~/features/resources/resource-tabs";
import { learningContent } from "@content/learning";
import { manualListings } from "@content/manuals";
import { useHydrated } from "~/lib/use-hydrated";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "./hydrate-islands";
import { ISLAND_ATTRIBUTE } from "./island-data";
import { writeIsland } from "./island-dom.testing";
import type { IslandPage } from "./island-frame";

// An island as the server writes it (its container, then its data) and as the browser hydrates it
// alone: the two must render the same markup, or React would throw away the server's.

const page: IslandPage = { lang: "es", features: { contact: esFeatures.contact }, formStamp: "stamp-1" };
const props: ContactFormProps = { lang: "es", action: "/es/contacto", defaultValue: {}, flash: null };

const serverIsland = (islandProps: ContactFormProps) => writeIsland("contact-form", ContactForm, islandProps, page);

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  vi.restoreAllMocks();
});

describe("the contact form's island", () => {
  it("hydrates the server's markup without a mismatch, and then checks itself before it posts", async () => {
    serverIsland(props);
    // Watched from here: the server's render in this test's DOM warns of layout effects, a real server does not.
    const errors = vi.spyOn(console, "error");
    const serverForm = document.querySelector("form");
    await act(() => hydrateIslands("contact-form", ContactForm));
    await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(document.querySelector("form")).toBe(serverForm); // the same nodes: hydrated, not replaced
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe("stamp-1");

    const submitted = fireEvent.submit(document.querySelector("form") as HTMLFormElement);
    expect(submitted).toBe(false); // an empty form does not go to the server
    expect(await screen.findByText(esFeatures.contact.errors.nameRequired)).toBeTruthy();
  });

  it("writes what it was given after its container as JSON that cannot end the script", () => {
    const hostile = { ...props, defaultValue: { message: "</script><script>alert(1)</script>" } };
    serverIsland(hostile);
    const script = document.querySelector('script[type="application/json"]');
    expect(script?.textContent).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "").props.defaultValue.message).toBe(hostile.defaultValue.message);
  });
});

describe("the other islands", () => {
  const learning = learningContent.es;
  const feedbackProps: FeedbackWidgetProps = {
    heading: learning.resources.feedback.heading,
    intro: learning.resources.feedback.intro,
    pathname: "/es/resources/NeoSalus",
    search: "?step=5",
    commentAsked: true,
    flash: null,
    refusal: { outcome: "invalid", error: "feedback.errors.empty", message: "  " },
  };
  const islands = [
    { name: "feedback-widget", Component: FeedbackWidget, props: feedbackProps, groups: ["feedback"] },
    {
      name: "slide-confirm",
      Component: VirtualPhaseConfirm,
      props: { slideLabel: "Desliza", completed: "Hecho", confirmButton: "Confirmar" },
      groups: ["slide"],
    },
    {
      name: "resource-tabs",
      Component: ResourceTabs,
      props: {
        selected: "devices",
        initialVideo: 1,
        tabHrefs: { svb: "/es/r?tab=svb", devices: "/es/r?tab=devices", manuals: "/es/r?tab=manuals" },
        anchor: "resources",
        content: learning.resources,
        svbVideos: learning.svbVideos,
        deviceVideos: learning.deviceVideos,
        manuals: manualListings("es"),
      },
      groups: ["resources"],
    },
  ] as const;

  for (const { name, Component, props: islandProps, groups } of islands) {
    it(`${name} hydrates the server's markup without a mismatch`, async () => {
      const features = Object.fromEntries(groups.map((group) => [group, esFeatures[group]]));
      writeIsland(name, Component as ComponentType<object>, islandProps, { ...page, features });
      const errors = vi.spyOn(console, "error");
      const first = document.querySelector(`[${ISLAND_ATTRIBUTE}] *`);
      await act(() => hydrateIslands(name, Component as ComponentType<object>));
      await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
      expect(document.querySelector(`[${ISLAND_ATTRIBUTE}] *`)).toBe(first);
      expect(errors).not.toHaveBeenCalled();
    });
  }
});

/** An island of every kind of choice, each controlled, with what its state holds written out. */
function Choices() {
  const [mode, setMode] = useState("tap");
  const [on, setOn] = useState(false);
  const [bpm, setBpm] = useState("100");
  const [depth, setDepth] = useState("50");
  const [locked, setLocked] = useState(false);
  const hydrated = useHydrated();
  return (
    <form>
      {["tap", "depth"].map((value) => (
        <label key={value}>
          <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
          {value}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        on
      </label>
      <select aria-label="bpm" value={bpm} onChange={(event) => setBpm(event.target.value)}>
        <option value="100">100</option>
        <option value="110">110</option>
      </select>
      <input aria-label="depth" type="range" value={depth} onChange={(event) => setDepth(event.target.value)} />
      {/* Enabled in the HTML, disabled by the island once hydrated: it takes no change then. */}
      <input
        aria-label="locked"
        type="checkbox"
        checked={locked}
        disabled={hydrated}
        onChange={(event) => setLocked(event.target.checked)}
      />
      <output>{[mode, on, bpm, depth, locked].join(" ")}</output>
    </form>
  );
}

describe("the choices made before an island hydrates", () => {
  it("are given to it as it hydrates: a radio, a checkbox, a select and a range, and none to a control it disables", async () => {
    writeIsland("choices", Choices, {}, page, "interaction");
    screen.getByRole("radio", { name: "depth" }).click();
    screen.getByRole("checkbox", { name: "on" }).click();
    fireEvent.change(screen.getByRole("combobox", { name: "bpm" }), { target: { value: "110" } });
    fireEvent.change(screen.getByRole("slider", { name: "depth" }), { target: { value: "70" } });
    screen.getByRole("checkbox", { name: "locked" }).click();
    expect(screen.getByRole("status").textContent).toBe("tap false 100 50 false"); // the HTML: no script yet

    await act(() => hydrateIslands("choices", Choices));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    expect(screen.getByRole("status").textContent).toBe("depth true 110 70 false");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "depth" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "tap" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "locked" }).checked).toBe(false);
  });
});

/** An island with a list whose HTML marks no option, as a form's empty choice renders, and what it heard. */
function UnmarkedList() {
  const [heard, setHeard] = useState(0);
  return (
    <form>
      <select aria-label="kind" defaultValue={undefined} onChange={() => setHeard((n) => n + 1)}>
        <option value="">Choose</option>
        <option value="a">A</option>
      </select>
      <output>{`changes heard: ${heard}`}</output>
    </form>
  );
}

describe("a list whose HTML marks no option", () => {
  it("shows its first option as it loads, which is no change of the visitor's to give the island", async () => {
    writeIsland("unmarked", UnmarkedList, {}, page, "interaction");
    expect(screen.getByRole("combobox", { name: "kind" })).toHaveProperty("selectedIndex", 0);
    await act(() => hydrateIslands("unmarked", UnmarkedList));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    expect(screen.getByRole("status").textContent).toBe("changes heard: 0");
  });

  it("still gives the island a choice the visitor made in it before", async () => {
    writeIsland("unmarked", UnmarkedList, {}, page, "interaction");
    fireEvent.change(screen.getByRole("combobox", { name: "kind" }), { target: { value: "a" } });
    await act(() => hydrateIslands("unmarked", UnmarkedList));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    expect(screen.getByRole("status").textContent).toBe("changes heard: 1");
  });
});
