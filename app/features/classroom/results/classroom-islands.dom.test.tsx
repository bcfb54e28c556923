import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassResults, type ClassResultsProps } from "./class-results";
import { notPlayedRow, playedRow } from "./class-rows.testing";
import type { PupilSummary } from "./class-summary";
import { CopyLink } from "../teacher/copy-link";
import { REFRESH_MS } from "./use-live-results";
import { esClassroom } from "~/locales/es-classroom";
import { writeIsland as writeIslandAs } from "~/lib/islands/island-dom.testing";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";
import { ISLAND_ATTRIBUTE } from "~/lib/islands/island-data";
import type { IslandPage } from "~/lib/islands/island-frame";

// The teacher screen's islands as the server writes them and the browser hydrates them alone: the
// class's live results (read again every few seconds, paused by the teacher or by a hidden tab) and
// the teacher link's copy button (the clipboard, or the link selected where it cannot be written).

const page: IslandPage = { lang: "es", features: { classroom: esClassroom } };
const teacher = esClassroom.teacher;
const source = "/es/first-aiducation/aula/t/abc/results.json";

/** A pupil's row whose latest and best timing score is `score` (null: no game yet). */
function row(nickname: string, score: number | null): PupilSummary {
  const id = nickname.length;
  return score === null
    ? notPlayedRow(id, nickname)
    : playedRow(id, nickname, { games: 1, latestGrade: score, grade: score, best: score });
}

const writeIsland = <Props extends object>(name: string, Component: ComponentType<Props>, props: Props) =>
  writeIslandAs(name, Component, props, page);

/** Hydrates the island written, and checks that React kept the server's nodes without a warning. */
async function hydrate<Props extends object>(name: string, Component: ComponentType<Props>) {
  const errors = vi.spyOn(console, "error");
  const first = document.querySelector(`[${ISLAND_ATTRIBUTE}] *`);
  await act(() => hydrateIslands(name, Component));
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  expect(document.querySelector(`[${ISLAND_ATTRIBUTE}] *`)).toBe(first);
  expect(errors).not.toHaveBeenCalled();
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

const answer = (rows: PupilSummary[]) =>
  Promise.resolve(
    new Response(JSON.stringify({ closed: false, rows }), { headers: { "Content-Type": "application/json" } }),
  );

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  setHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the class's live results", () => {
  const manage = "/es/first-aiducation/aula/t/abc";
  const props = {
    source,
    rows: [row("Laia", 80)],
    loadedAt: Date.now(),
    manage,
    detailed: false,
  } satisfies ClassResultsProps;

  it("is the server's table without JavaScript: no pause button, no time", () => {
    writeIsland("class-results", ClassResults, props);
    expect(screen.getByRole("rowheader", { name: "Laia" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: teacher.pause })).toBeNull();
    expect(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)?.textContent).not.toContain(teacher.liveNote);
  });

  it("reads the results again every few seconds, and can be paused and resumed", async () => {
    const fetch = vi.fn(() => answer([row("Laia", 80), row("Pol", null)]));
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    writeIsland("class-results", ClassResults, { ...props, loadedAt: Date.now() });
    await hydrate("class-results", ClassResults);
    expect(screen.getByText(new RegExp(teacher.liveNote))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(source, expect.objectContaining({ headers: { Accept: "application/json" } }));
    expect(screen.getByRole("rowheader", { name: "Pol" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: teacher.pause }));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 3));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^En pausa\./)).toBeTruthy();

    // Resumed after more than the interval: read at once, then every few seconds again.
    fireEvent.click(screen.getByRole("button", { name: teacher.resume }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("button", { name: teacher.pause })).toBeTruthy();
  });

  it("reads nothing while the tab is hidden, and reads at once when it is shown again", async () => {
    const fetch = vi.fn(() => answer([row("Laia", 80)]));
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    writeIsland("class-results", ClassResults, { ...props, loadedAt: Date.now() });
    await hydrate("class-results", ClassResults);
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 4));
    expect(fetch).not.toHaveBeenCalled();
    act(() => setHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the table and says so politely when a reading fails, then tries again", async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response("<html>Not found</html>", { status: 404 }))
      .mockImplementation(() => answer([row("Laia", 95)]));
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    writeIsland("class-results", ClassResults, { ...props, loadedAt: Date.now() });
    await hydrate("class-results", ClassResults);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(screen.getByRole("status").textContent).toBe(teacher.updateFailed);
    expect(screen.getByRole("rowheader", { name: "Laia" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getAllByRole("cell", { name: "95" })).toHaveLength(2);
  });

  it("offers the teacher's actions on each pupil, as links and forms that post to the teacher link", () => {
    writeIsland("class-results", ClassResults, props);
    const letBackIn = screen.getByRole("button", { name: `${teacher.letBackIn} Laia` });
    expect(letBackIn.closest("form")?.getAttribute("action")).toBe(manage);
    expect(screen.getByRole("link", { name: `${teacher.remove} Laia` }).getAttribute("href")).toBe(`${manage}?pupil=4`);
  });
});

describe("the teacher link's copy button", () => {
  const link = "https://estudioxr.example/es/first-aiducation/aula/t/abc";

  it("is not in the server's HTML, where the link is a field to select and copy", () => {
    writeIsland("copy-link", CopyLink, { link });
    expect(screen.getByLabelText(teacher.linkLabel)).toHaveProperty("value", link);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("copies the link once hydrated, and says so in a polite status", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    writeIsland("copy-link", CopyLink, { link });
    await hydrate("copy-link", CopyLink);
    fireEvent.click(screen.getByRole("button", { name: teacher.copy }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(teacher.copied));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("selects the link where the clipboard cannot be written", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    writeIsland("copy-link", CopyLink, { link });
    await hydrate("copy-link", CopyLink);
    fireEvent.click(screen.getByRole("button", { name: teacher.copy }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(teacher.copySelected));
    const field = screen.getByLabelText<HTMLInputElement>(teacher.linkLabel);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
  });
});
