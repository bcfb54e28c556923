import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { CompressionGame } from "./compression-game";

// The game's controls in a simulated DOM, with the clock faked so that presses land exactly on
// the rhythm. The page's action is stood in for by a stub that records what it receives.

const path = "/es/first-aiducation";
let received: Record<string, string>[] = [];

beforeEach(() => {
  received = [];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderGame() {
  const Stub = createRemixStub([
    {
      path,
      Component: () => <CompressionGame scoreAction={path} />,
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
        received.push(fields);
        return fields.intent === "start"
          ? { intent: "start", gameToken: "signed-token" }
          : { intent: "save", saved: true };
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />, { wrapper: InSpanish });
}

const pressButton = () => screen.getByRole("button", { name: "Comprimir" });
/** A figure of the live read-out. */
const readout = (label: string) =>
  within(screen.getByLabelText("Marcador de la partida")).getByText(label).nextElementSibling?.textContent;
/** A figure of the result panel. */
const result = (label: string) =>
  within(screen.getByRole("region", { name: "Tu resultado" })).getByText(label).nextElementSibling?.textContent;

/** Waits `ms` on the fake clock, letting the game's ticks run. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function pressTimes(count: number, interval: number) {
  for (let i = 0; i < count; i += 1) {
    wait(interval);
    fireEvent.pointerDown(pressButton(), { button: 0 });
  }
}

async function start() {
  fireEvent.click(screen.getByRole("button", { name: "Iniciar" }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("the compression game", () => {
  it("starts at 110 per minute with its clock and counter at zero, and asks the server for a game id", async () => {
    renderGame();
    expect(screen.getByLabelText("Ritmo objetivo")).toHaveProperty("value", "110");
    await start();
    expect(received).toEqual([{ intent: "start" }]);
    expect(readout("Compresiones")).toBe("0");
    expect(document.activeElement).toBe(pressButton());
    expect(screen.getByLabelText("Ritmo objetivo")).toHaveProperty("disabled", true);
    wait(1_250);
    expect(readout("Tiempo")).toBe("1,2 s");
  });

  it("judges each press and reads out the rate and accuracy", async () => {
    renderGame();
    await start();
    pressTimes(3, 545);
    expect(screen.getByText("¡Perfecto!")).toBeTruthy();
    expect(readout("Ritmo actual")).toBe("110/min");
    expect(readout("Precisión")).toBe("100 %");
    pressTimes(1, 800);
    expect(screen.getByText("Muy lento")).toBeTruthy();
    pressTimes(1, 300);
    expect(screen.getByText("Muy rápido")).toBeTruthy();
  });

  it("counts Space and Enter once per press, ignoring a held key's repeats", async () => {
    renderGame();
    await start();
    const button = pressButton();
    fireEvent.keyDown(button, { key: " " });
    fireEvent.keyDown(button, { key: " ", repeat: true });
    fireEvent.keyDown(button, { key: " ", repeat: true });
    fireEvent.keyUp(button, { key: " " });
    wait(545);
    fireEvent.keyDown(button, { key: "Enter" });
    fireEvent.keyDown(button, { key: "Enter", repeat: true });
    fireEvent.keyDown(button, { key: "a" });
    expect(readout("Compresiones")).toBe("2");
  });

  it("ignores the click that follows a pointer press, and counts a click without a pointer", async () => {
    renderGame();
    await start();
    fireEvent.pointerDown(pressButton(), { button: 0 });
    fireEvent.click(pressButton(), { detail: 1 });
    expect(readout("Compresiones")).toBe("1");
    fireEvent.click(pressButton(), { detail: 0 });
    expect(readout("Compresiones")).toBe("2");
  });

  it("gives no score and no save below 30 compressions", async () => {
    renderGame();
    await start();
    pressTimes(29, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detener" }));
    expect(screen.getByText(/Has hecho 29 compresiones/)).toBeTruthy();
    expect(screen.queryByLabelText("Tu nombre o un apodo")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Tu resultado" }));
  });

  it("stops by itself at 120 compressions and offers to save the score", async () => {
    renderGame();
    await start();
    pressTimes(125, 545);
    expect(readout("Compresiones")).toBe("120");
    expect(screen.getByRole("button", { name: "Iniciar" })).toBeTruthy();
    expect(result("Puntuación")).toBe("100");
    expect(result("Compresiones")).toBe("120");
    expect(screen.getByLabelText("Tu nombre o un apodo")).toHaveProperty("maxLength", 20);
  });

  it("restarts from zero 100 ms after the restart, with a new game id", async () => {
    renderGame();
    await start();
    pressTimes(35, 545);
    fireEvent.click(screen.getByRole("button", { name: "Reiniciar" }));
    expect(screen.queryByText("Tu resultado")).toBeNull(); // no result flashes in between
    expect(screen.getByRole("button", { name: "Iniciar" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole("button", { name: "Detener" })).toBeTruthy();
    expect(readout("Compresiones")).toBe("0");
    expect(received).toEqual([{ intent: "start" }, { intent: "start" }]);
  });

  it("saves the trimmed name with the game's result and id, once", async () => {
    renderGame();
    await start();
    pressTimes(31, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detener" }));
    const name = screen.getByLabelText("Tu nombre o un apodo");
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar puntuación" }));
    expect(screen.getByText("Escribe tu nombre o un apodo")).toBeTruthy();
    expect(received).toHaveLength(1); // the empty name never left the page

    fireEvent.change(name, { target: { value: " Pau " } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar puntuación" }));
    expect(screen.getByRole("button", { name: "Guardando…" })).toHaveProperty("disabled", true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(/Puntuación guardada/)).toBeTruthy();
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      intent: "save",
      game_id: "signed-token",
      player_name: " Pau ",
      compressions: "31",
      success_rate: "100",
    });
  });
});
