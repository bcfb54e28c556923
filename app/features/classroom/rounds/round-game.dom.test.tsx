import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { esFeatures } from "~/locales/es-features";
import { esRound } from "~/locales/es-rounds";
import type { RoundView } from "./round-answer";
import type { RoundSend } from "./round-channel";
import { fakeClockAroundEachTest, roundProps, saved } from "./round-dom.testing";
import { RoundGame } from "./round-game";
import { lateStartMs, playedMs } from "./round-rules";

// A pupil's round in a simulated DOM, with the clock faked: what a screen reader is told (the
// count, the start, the end, politely), a button that says to wait during the 3-2-1, the press
// button given the focus at the start so that the keyboard plays at once, a test round without
// feedback, and the save at the end.

const round = esRound;

fakeClockAroundEachTest();

/** The polite live region of the round: what a screen reader announces. */
const announced = () => document.querySelector("section [aria-live='polite']")?.textContent;

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function playRound(kind: RoundView["kind"], send: RoundSend) {
  const startsAt = performance.now() + 2_500;
  // The server's clock is the device's here: deviceTime is the identity.
  const view: RoundView = { id: 4, kind, lengthMs: 30_000, metronome: false, startsAt, endsAt: startsAt + 30_000 };
  render(<RoundGame {...roundProps(view, send)} />, { wrapper: InSpanish });
}

describe("a pupil's round", () => {
  it("counts down and says the start and the end politely, gives the press button the focus, and saves once", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    playRound("test", send);
    expect(announced()).toBe("3");
    wait(1_000);
    expect(announced()).toBe("2");
    wait(1_000);
    expect(announced()).toBe("1");
    wait(600);
    expect(announced()).toBe(round.go);
    const press = screen.getByRole("button", { name: /presiona|push|prem/i });
    expect(document.activeElement).toBe(press);

    // The keyboard plays: Space and Enter each count once, a held key does not repeat.
    for (let i = 0; i < 20; i += 1) {
      wait(545);
      fireEvent.keyDown(press, { key: i % 2 === 0 ? " " : "Enter" });
      fireEvent.keyDown(press, { key: " ", repeat: true });
    }
    // A test round shows no verdict of a press and no rate while it runs.
    for (const verdict of ["¡Perfecto!", "Muy lento", "Muy rápido"]) expect(screen.queryByText(verdict)).toBeNull();
    expect(screen.queryByLabelText("Marcador de la partida")).toBeNull();

    wait(30_000);
    expect(announced()).toBe(round.ended);
    expect(screen.getByRole("heading", { name: round.resultHeading })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(send).toHaveBeenCalledOnce();
    const [fields] = send.mock.calls[0]!;
    expect(fields).toMatchObject({ intent: "save", round: "4", duration_ms: "30000" });
    expect(fields.presses_at!.split(",")).toHaveLength(20);
    expect(screen.getByText(round.saved)).toBeTruthy();
  });

  it("keeps its presses when the clock's estimate changes while it runs (a new sample, the end brought forward)", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const startsAt = performance.now() + 2_500;
    const props = {
      enteredAt: null,
      bpm: 110,
      send,
      rateSourceRef: { current: () => 0 },
      onDone: () => undefined,
    };
    const view: RoundView = {
      id: 5,
      kind: "test",
      lengthMs: 30_000,
      metronome: false,
      startsAt,
      endsAt: startsAt + 30_000,
    };
    const { rerender } = render(<RoundGame round={view} deviceTime={(time) => time} {...props} />, {
      wrapper: InSpanish,
    });
    wait(2_600);
    const press = screen.getByRole("button", { name: /presiona|push|prem/i });
    for (let i = 0; i < 12; i += 1) {
      wait(545);
      fireEvent.pointerDown(press, { button: 0 });
    }
    // The teacher ends it now; the same message gives the clock a better sample, 4 ms off.
    const ended = { ...view, endsAt: performance.now() - 4 };
    rerender(<RoundGame round={ended} deviceTime={(time) => time + 4} {...props} />);
    wait(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0].presses_at!.split(",")).toHaveLength(12);
  });

  it("leaves out the presses after an end it heard late, and saves the round (the teacher ended it early)", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    const startsAt = performance.now() + 2_500;
    const view: RoundView = {
      id: 6,
      kind: "test",
      lengthMs: 30_000,
      metronome: false,
      startsAt,
      endsAt: startsAt + 30_000,
    };
    const { rerender } = render(<RoundGame {...roundProps(view, send)} />, { wrapper: InSpanish });
    wait(2_600);
    const press = screen.getByRole("button", { name: /presiona|push|prem/i });
    for (let i = 0; i < 12; i += 1) {
      wait(545);
      fireEvent.pointerDown(press, { button: 0 });
    }
    // The teacher ended it 300 ms ago: the phone heard it after one more press.
    const ended = { ...view, endsAt: performance.now() - 300 };
    rerender(<RoundGame {...roundProps(ended, send)} />);
    wait(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(send).toHaveBeenCalledOnce();
    const [fields] = send.mock.calls[0]!;
    expect(fields.presses_at!.split(",")).toHaveLength(11);
    expect(fields.duration_ms).toBe(String(ended.endsAt - startsAt));
    expect(Math.max(...fields.presses_at!.split(",").map(Number))).toBeLessThanOrEqual(ended.endsAt - startsAt);
  });

  it("for a pupil who heard of it late, counts from the entry the server noted, and shows the result the server measures", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    // The round started 6 s ago; the server noted the pupil's entry 300 ms ago (its answer on the way).
    const startsAt = performance.now() - 6_000;
    const enteredAt = performance.now() - 300;
    const view: RoundView = {
      id: 7,
      kind: "test",
      lengthMs: 30_000,
      metronome: false,
      startsAt,
      endsAt: startsAt + 30_000,
    };
    render(<RoundGame {...roundProps(view, send, enteredAt)} />, { wrapper: InSpanish });
    wait(0);
    const press = screen.getByRole("button", { name: /presiona|push|prem/i });
    // The pupil takes 1.5 s to begin, then presses at 110 a minute to the end.
    wait(1_500);
    for (let i = 0; i < 40; i += 1) {
      fireEvent.pointerDown(press, { button: 0 });
      wait(545);
    }
    wait(30_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    const [fields] = send.mock.calls[0]!;
    const pressesAt = fields.presses_at!.split(",").map(Number);
    // From the entry: the first press 300 + 1,500 ms after it.
    expect(pressesAt[0]).toBe(1_800);
    expect(fields.duration_ms).toBe("30000");
    // The figure shown is the one the server measures on the time it gives the pupil, late start included.
    const served = resultOfPresses({
      pressesAt,
      durationMs: playedMs(view, enteredAt),
      lateStartMs: lateStartMs(view, enteredAt),
    });
    const grade = screen.getByText(esFeatures.game.quality.grade).parentElement!.querySelector("dd")!;
    expect(grade.textContent).toBe(String(served.grade));
  });

  it("during the 3-2-1 shows a button that cannot be pressed and says to wait, never more time left than the round's, and counts only the presses from the start", async () => {
    const send = vi.fn<RoundSend>(async () => saved);
    playRound("practice", send);
    const timesLeft: number[] = [];
    const timeLeft = () => {
      const shown = new RegExp(round.timeLeft.replace("{{seconds}}", "(\\d+)")).exec(document.body.textContent ?? "");
      if (shown) timesLeft.push(Number(shown[1]));
    };
    // A pupil who starts on "3", "2" and "1": by pointer, by key and by a screen reader's click.
    for (const count of ["3", "2", "1"]) {
      expect(announced()).toBe(count);
      const waiting = screen.getByRole("button", { name: round.waitButton });
      expect(waiting).toHaveProperty("disabled", true);
      expect(screen.getByText(round.waitHint)).toBeTruthy();
      expect(screen.queryByRole("button", { name: /presiona/i })).toBeNull();
      fireEvent.pointerDown(waiting, { button: 0 });
      fireEvent.keyDown(waiting, { key: " " });
      fireEvent.click(waiting, { detail: 0 });
      timeLeft();
      wait(400);
      timeLeft();
      wait(600);
    }
    expect(timesLeft.length).toBeGreaterThan(0);
    expect(Math.max(...timesLeft)).toBe(30);

    // From the start, the press button in its place, and each press counts.
    wait(600);
    expect(announced()).toBe(round.go);
    expect(screen.queryByRole("button", { name: round.waitButton })).toBeNull();
    const press = screen.getByRole("button", { name: /presiona/i });
    expect(document.activeElement).toBe(press);
    timeLeft();
    expect(Math.max(...timesLeft)).toBe(30);
    for (let i = 0; i < 6; i += 1) {
      wait(545);
      fireEvent.pointerDown(press, { button: 0 });
    }
    wait(30_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(send).toHaveBeenCalledOnce();
    const pressesAt = send.mock.calls[0]![0].presses_at!.split(",").map(Number);
    // The six presses of the round, each after its start; none of the 3-2-1's.
    expect(pressesAt).toHaveLength(6);
    expect(Math.min(...pressesAt)).toBeGreaterThan(0);
  });

  it("shows each press's verdict in a practice round", () => {
    playRound(
      "practice",
      vi.fn<RoundSend>(async () => null),
    );
    wait(2_600);
    const press = screen.getByRole("button", { name: /presiona|push|prem/i });
    for (let i = 0; i < 4; i += 1) {
      wait(545);
      fireEvent.pointerDown(press, { button: 0 });
    }
    expect(screen.getByText("¡Perfecto!")).toBeTruthy();
    expect(screen.getByLabelText("Marcador de la partida")).toBeTruthy();
  });
});
