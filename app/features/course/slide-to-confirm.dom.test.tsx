import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { SlideToConfirm } from "./slide-to-confirm";

// The slide control's pointer and keyboard handling in a simulated DOM. The DOM lays nothing out,
// so the track is given a width of 356 px and the handle 52 px: the handle travels 304 px.

const TRAVEL = 304;

let onComplete: Mock<() => void>;
beforeEach(() => {
  onComplete = vi.fn<() => void>();
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(TRAVEL + 52);
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(52);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const slider = () => screen.getByRole("slider");

function drag(to: number, release = true) {
  fireEvent.pointerDown(slider(), { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(slider(), { clientX: 10 + to, pointerId: 1 });
  if (release) fireEvent.pointerUp(slider(), { clientX: 10 + to, pointerId: 1 });
}

describe("the slide-to-confirm control", () => {
  it("says 'Desliza para completar' by default, as a slider from 0 to 100", () => {
    render(<SlideToConfirm onComplete={onComplete} />, { wrapper: InSpanish });
    expect(screen.getByRole("slider", { name: "Desliza para completar" })).toBe(slider());
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    expect(slider().getAttribute("aria-valuemax")).toBe("100");
    expect(screen.getByText("Desliza para completar")).toBeTruthy();
  });

  it("goes back to the start when released before 90 % of the track", () => {
    render(<SlideToConfirm onComplete={onComplete} />, { wrapper: InSpanish });
    drag(TRAVEL * 0.5, false);
    expect(slider().getAttribute("aria-valuenow")).toBe("50");
    fireEvent.pointerUp(slider(), { pointerId: 1 });
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    drag(TRAVEL * 0.9);
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("completes once when dragged past 90 %, shows '¡Completado!' and ignores further drags", () => {
    render(<SlideToConfirm label="Desliza para confirmar: He completado la fase virtual" onComplete={onComplete} />, {
      wrapper: InSpanish,
    });
    drag(TRAVEL * 0.95, false);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(slider().getAttribute("aria-valuenow")).toBe("100");
    expect(slider().getAttribute("aria-valuetext")).toBe("¡Completado!");
    expect(screen.getByText("¡Completado!")).toBeTruthy();
    fireEvent.pointerUp(slider(), { pointerId: 1 });
    drag(TRAVEL);
    fireEvent.keyDown(slider(), { key: "Enter" });
    expect(slider().getAttribute("aria-valuenow")).toBe("100");
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("moves by tens with the arrow keys, back to 0 with Home, and completes on the tenth step", () => {
    render(<SlideToConfirm onComplete={onComplete} />, { wrapper: InSpanish });
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    fireEvent.keyDown(slider(), { key: "ArrowUp" });
    expect(slider().getAttribute("aria-valuenow")).toBe("20");
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    expect(slider().getAttribute("aria-valuenow")).toBe("10");
    fireEvent.keyDown(slider(), { key: "Home" });
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  for (const key of ["Enter", " ", "End"]) {
    it(`completes at once with ${JSON.stringify(key)}`, () => {
      render(<SlideToConfirm onComplete={onComplete} />, { wrapper: InSpanish });
      fireEvent.keyDown(slider(), { key });
      expect(onComplete).toHaveBeenCalledTimes(1);
    });
  }

  it("completes with the button, without dragging, which is then disabled", () => {
    render(<SlideToConfirm onComplete={onComplete} />, { wrapper: InSpanish });
    const button = screen.getByRole("button", { name: "Confirma sin deslizar" });
    fireEvent.click(button);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty("disabled", true);
  });

  it("ignores drags, keys and the button while disabled", () => {
    render(<SlideToConfirm disabled onComplete={onComplete} />, { wrapper: InSpanish });
    drag(TRAVEL);
    fireEvent.keyDown(slider(), { key: "Enter" });
    expect(slider().getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Confirma sin deslizar" })).toHaveProperty("disabled", true);
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    expect(onComplete).not.toHaveBeenCalled();
  });
});
