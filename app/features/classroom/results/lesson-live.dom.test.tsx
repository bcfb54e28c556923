import { act, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";
import type { IslandPage } from "~/lib/islands/island-frame";
import { writeIsland } from "~/lib/islands/island-dom.testing";
import { esClassroom } from "~/locales/es-classroom";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { RoundPanel, type RoundPanelProps } from "../rounds/round-panel";
import { roundLive } from "../rounds/round-live";
import { ACTIVE_MS, IDLE_MS } from "../rounds/use-round-live";
import { lessonView, roundMoment, type LessonView } from "./lesson-live";
import { LiveLesson, type LiveLessonProps } from "./lesson-section";
import { summarizeLesson } from "./lesson-summary";

// The teacher's screen as a lesson's first test ends on it: the round panel, which follows the
// class's round, and the lesson's before and after, two islands that the browser hydrates alone.
// When the panel reads that the round ended with results saved, the before and after reads the
// lesson again and shows the tests, without a reload; and the form proposes practice next.

const page: IslandPage = { lang: "es", features: { classroom: esClassroom } };
const path = "/es/first-aiducation/aula/t/abc";
const roundSource = `${path}/round.json`;
const lessonSource = `${path}/lesson.json`;
const pupils = [
  { id: 1, nickname: "Laia" },
  { id: 2, nickname: "Pol" },
];

function entry(pupilId: number, saved: { rate: number; fraction: number; grade: number } | null): RoundEntry {
  const figures = saved
    ? { meanRateBpm: saved.rate, compressionFraction: saved.fraction, grade: saved.grade, shareInWindow: 80 }
    : {};
  return { roundId: 1, pupilId, liveRate: null, liveAt: null, savedAt: saved ? 1 : null, ...figures };
}

/** Writes the islands one after the other in the document, as the teacher's screen has them. */
function writeIslands(islands: [string, ComponentType<never>, object][]) {
  const html = islands.map(([name, Component, props]) => {
    writeIsland(name, Component as ComponentType<object>, props, page);
    return document.body.innerHTML;
  });
  document.body.innerHTML = html.join("");
}

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the lesson's before and after on the teacher's screen", () => {
  it("shows the first test's results once the round that took them ends, without a reload", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const now = Date.now();
    // The first test, under way when the page was read: nobody's result saved yet.
    const test: ClassRound = {
      id: 1,
      kind: "test",
      lengthMs: 30_000,
      metronome: false,
      startsAt: now - 29_000,
      endsAt: now + 1_000,
    };
    const running = roundLive({ round: test, entries: [], pupils: 2, closed: false, now });
    const before = lessonView(summarizeLesson([test], [entry(1, null), entry(2, null)], pupils, "es"));
    const saved = [entry(1, { rate: 112, fraction: 88, grade: 82 }), entry(2, { rate: 96, fraction: 70, grade: 61 })];
    const after = lessonView(summarizeLesson([test], saved, pupils, "es"));
    const ended = () =>
      roundLive({
        round: test,
        entries: saved.map((own) => ({ ...own, nickname: pupils[own.pupilId - 1]!.nickname })),
        pupils: 2,
        closed: false,
        now: Date.now(),
      });
    const fetch = vi.fn((address: string) => (address === roundSource ? json(ended()) : json(after)));
    vi.stubGlobal("fetch", fetch);

    const panel: RoundPanelProps = { path, source: roundSource, live: running, rounds: [test] };
    const lesson: LiveLessonProps = {
      source: lessonSource,
      lesson: before satisfies LessonView,
      report: `${path}/report`,
      expires: "28 de diciembre de 2026",
      moment: roundMoment(running),
    };
    writeIslands([
      ["round-panel", RoundPanel as ComponentType<never>, panel],
      ["lesson-results", LiveLesson as ComponentType<never>, lesson],
    ]);
    await act(() => hydrateIslands("round-panel", RoundPanel));
    await act(() => hydrateIslands("lesson-results", LiveLesson));
    const byPupil = () => screen.getByRole("table", { name: esClassroom.lesson.pupilsCaption });
    const laia = () => within(byPupil()).getByRole("rowheader", { name: /^Laia/ }).closest("tr")!;
    // As the page was read: the test under way, no result in the before and after.
    expect(within(laia()).queryByRole("cell", { name: "82" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    // The panel's next reading finds the round over with both results saved: the lesson is read again.
    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_MS));
    expect(fetch).toHaveBeenCalledWith(roundSource, expect.anything());
    expect(fetch).toHaveBeenCalledWith(
      lessonSource,
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
    expect(within(laia()).getByRole("cell", { name: "82" })).toBeTruthy();
    expect(within(laia()).getByRole("cell", { name: "112" })).toBeTruthy();
    // The form that came back proposes practice after the first test.
    const practice = screen.getByRole("radio", { name: new RegExp(esClassroom.round.practice) }) as HTMLInputElement;
    expect(practice.checked).toBe(true);

    // Nothing new in the next readings: the lesson is not read again.
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS * 2));
    expect(fetch.mock.calls.filter(([address]) => address === lessonSource)).toHaveLength(1);
  });

  it("keeps the lesson as it was when its reading is not the lesson's JSON", async () => {
    const lesson = lessonView(summarizeLesson([], [], pupils, "es"));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("<html>Portal</html>", { status: 200 }))),
    );
    writeIsland(
      "lesson-results",
      LiveLesson,
      { source: lessonSource, lesson, report: `${path}/report`, expires: "28 de diciembre de 2026", moment: null },
      page,
    );
    await act(() => hydrateIslands("lesson-results", LiveLesson));
    await act(async () => {
      document.dispatchEvent(new CustomEvent("classroom:round-read", { detail: "1:2" }));
      await Promise.resolve();
    });
    expect(screen.queryByRole("heading", { name: esClassroom.lesson.heading })).toBeNull();
  });
});
