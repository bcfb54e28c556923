import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { CompressionGame } from "./compression-game";
import {
  jsonResponse,
  pressTimes as pressTimesOn,
  standInGameServer,
  tearDownGameServer,
  startGame,
  wait,
  type GameServer,
} from "./game-dom.testing";

// The game's controls in a simulated DOM, with the clock faked so that presses land exactly on
// the rhythm. The game's JSON address is stood in for by a fetch that records what it receives.

const address = "/api/game";
let server: GameServer;

beforeEach(() => {
  server = standInGameServer(address);
});

afterEach(tearDownGameServer);

function renderGame(onLeaderboard?: () => void) {
  render(<CompressionGame scoreAction={address} onLeaderboard={onLeaderboard} />, { wrapper: InSpanish });
}

const pressButton = () => screen.getByRole("button", { name: "Presiona" });
/** A figure of the live read-out. */
const readout = (label: string) =>
  within(screen.getByLabelText("Marcador de la partida")).getByText(label).nextElementSibling?.textContent;
/** A figure of the result panel. */
const result = (label: string) =>
  within(screen.getByRole("region", { name: "Tu resultado" })).getByText(label).nextElementSibling?.textContent;

const pressTimes = (count: number, interval: number) => pressTimesOn(pressButton, count, interval);
const start = () => startGame("Empieza");

describe("the compression game", () => {
  it("starts at 110 per minute with its clock and counter at zero, and asks the server for a game id", async () => {
    renderGame();
    expect(screen.getByLabelText("Ritmo objetivo")).toHaveProperty("value", "110");
    await start();
    expect(server.received).toEqual([{ intent: "start" }]);
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
    expect(readout("Precisión media")).toBe("100 %");
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
    wait(545);
    fireEvent.click(pressButton(), { detail: 0 });
    expect(readout("Compresiones")).toBe("2");
  });

  it("gives no score and no save below 30 compressions", async () => {
    renderGame();
    await start();
    pressTimes(29, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    expect(screen.getByText(/Has hecho 29 compresiones/)).toBeTruthy();
    expect(screen.queryByLabelText("Tu nombre o un apodo")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Tu resultado" }));
  });

  it("stops by itself at 120 compressions and offers to save the score", async () => {
    renderGame();
    await start();
    pressTimes(125, 545);
    expect(readout("Compresiones")).toBe("120");
    expect(screen.getByRole("button", { name: "Empieza" })).toBeTruthy();
    expect(result("Puntuación al compás")).toBe("100");
    expect(result("Compresiones")).toBe("120");
    expect(screen.getByLabelText("Tu nombre o un apodo")).toHaveProperty("maxLength", 20);
  });

  it("grades a perfect game's timing 100, with nothing to correct, and says what a phone cannot measure", async () => {
    renderGame();
    await start();
    pressTimes(125, 545);
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    const figure = (label: string) => quality.getByText(label).nextElementSibling?.textContent;
    expect(figure("Nota de ritmo y pausas (sobre 100)")).toBe("100");
    expect(figure("Tiempo comprimiendo")).toBe("100\u00a0%");
    expect(figure("Compresiones a 100–120 por minuto")).toBe("100\u00a0%");
    expect(quality.getByText("Nada que corregir en el ritmo: sigue así.")).toBeTruthy();
    expect(quality.getByText(/La profundidad \(de 5 a 6 cm\)/)).toBeTruthy();
  });

  const qualityAfter = (interval: number, pauseMs: number) => {
    pressTimes(20, interval);
    wait(pauseMs);
    pressTimes(20, interval);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    return {
      grade: Number(quality.getByText("Nota de ritmo y pausas (sobre 100)").nextElementSibling?.textContent),
      advice: quality.queryAllByRole("listitem").map((item) => item.textContent),
    };
  };

  it("names the two things to improve first after a slow game with a long pause, worst first", async () => {
    renderGame();
    await start();
    const { grade, advice } = qualityAfter(700, 15_000);
    expect(grade).toBeLessThan(70);
    // The pause first: it cost more than the slow rate.
    expect(advice).toEqual([
      "No pares: con las manos quietas, la sangre no llega al cerebro.",
      "Comprime más rápido: entre 100 y 120 compresiones por minuto.",
    ]);
  });

  it("names a long pause alone when the rhythm was right", async () => {
    renderGame();
    await start();
    const { grade, advice } = qualityAfter(545, 15_000);
    expect(grade).toBeLessThan(100);
    expect(advice).toEqual(["No pares: con las manos quietas, la sangre no llega al cerebro."]);
  });

  it("restarts from zero 100 ms after the restart, with a new game id", async () => {
    renderGame();
    await start();
    pressTimes(35, 545);
    fireEvent.click(screen.getByRole("button", { name: "Reinicia" }));
    expect(screen.queryByText("Tu resultado")).toBeNull(); // no result flashes in between
    expect(screen.getByRole("button", { name: "Empieza" })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole("button", { name: "Detén" })).toBeTruthy();
    expect(readout("Compresiones")).toBe("0");
    expect(server.received).toEqual([{ intent: "start" }, { intent: "start" }]);
  });

  it("saves the trimmed name with the game's presses, rhythm and id, once, and no figure", async () => {
    renderGame();
    await start();
    pressTimes(31, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    const name = screen.getByLabelText("Tu nombre o un apodo");
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Guarda la puntuación" }));
    expect(screen.getByText("Escribe tu nombre o un apodo")).toBeTruthy();
    expect(server.received).toHaveLength(1); // the empty name never left the page

    fireEvent.change(name, { target: { value: " Pau " } });
    fireEvent.click(screen.getByRole("button", { name: "Guarda la puntuación" }));
    expect(screen.getByRole("button", { name: "Guardando…" })).toHaveProperty("disabled", true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(/Puntuación guardada/)).toBeTruthy();
    expect(server.received).toHaveLength(2);
    expect(server.received[1]).toMatchObject({
      intent: "save",
      game_id: "signed-token",
      player_name: " Pau ",
      bpm: "110",
      lang: "es",
    });
    // The presses' times in whole milliseconds since the start, and the game's end at the last.
    const sent = server.received[1]!;
    const pressesAt = sent.presses_at!.split(",").map(Number);
    expect(pressesAt).toHaveLength(31);
    expect(pressesAt.every(Number.isInteger)).toBe(true);
    expect(sent.duration_ms).toBe(String(pressesAt.at(-1)));
    expect(Object.keys(sent)).not.toContain("score");
  });

  it("hands on the board that a save answers, for the page to show", async () => {
    const board = { entries: [], since: "lunes, 16 de noviembre", unavailable: false };
    server.saveAnswer = () => jsonResponse({ intent: "save", saved: true, leaderboard: board });
    const onLeaderboard = vi.fn();
    renderGame(onLeaderboard);
    await playAndSave("Pau");
    expect(screen.getByText(/Puntuación guardada/)).toBeTruthy();
    expect(onLeaderboard).toHaveBeenCalledWith(board);
  });

  it("says that a save that got no answer failed, keeps the name, and saves on the next try", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.saveAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    renderGame();
    await playAndSave("Pau");
    expect(screen.getByRole("alert").textContent).toBe(
      "No se pudo guardar la puntuación. Inténtalo de nuevo en unos segundos.",
    );
    expect(screen.getByLabelText("Tu nombre o un apodo")).toHaveProperty("value", "Pau");
    expect(screen.getByRole("button", { name: "Guarda la puntuación" })).toHaveProperty("disabled", false);
    expect(errors).toHaveBeenCalled();

    // A server error answered as a page, not as the game: the same message.
    server.saveAnswer = () => Promise.resolve(new Response("<html>502</html>", { status: 502 }));
    await submitSave();
    expect(screen.getByRole("alert").textContent).toContain("No se pudo guardar");

    server.saveAnswer = () => jsonResponse({ intent: "save", saved: true });
    await submitSave();
    expect(screen.getByText(/Puntuación guardada/)).toBeTruthy();
  });

  it("shows the server's message for the name", async () => {
    server.saveAnswer = () =>
      jsonResponse(
        { intent: "save", result: { status: "error", error: { player_name: ["game.errors.nameBlocked"] } } },
        400,
      );
    renderGame();
    await playAndSave("Palabrota");
    expect(screen.getByText("Elige otro nombre: este no puede aparecer en la clasificación pública")).toBeTruthy();
    expect(screen.getByLabelText("Tu nombre o un apodo").getAttribute("aria-invalid")).toBe("true");
  });

  it("offers no save when the start got no game id, and says why", async () => {
    vi.stubGlobal("fetch", () => jsonResponse({ intent: "start", error: "game.save.rateLimited" }, 429));
    renderGame();
    await start();
    pressTimes(31, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    expect(screen.getByText(/Se han empezado o guardado muchas partidas/)).toBeTruthy();
    expect(screen.queryByLabelText("Tu nombre o un apodo")).toBeNull();
  });

  it("plays without any request when it is practice only", async () => {
    render(<CompressionGame />, { wrapper: InSpanish });
    await start();
    pressTimes(31, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    expect(result("Compresiones")).toBe("31");
    expect(screen.queryByLabelText("Tu nombre o un apodo")).toBeNull();
    expect(server.received).toEqual([]);
  });
});

/** Plays a 31-press game, then saves it under `name`. */
async function playAndSave(name: string) {
  await start();
  pressTimes(31, 545);
  fireEvent.click(screen.getByRole("button", { name: "Detén" }));
  fireEvent.change(screen.getByLabelText("Tu nombre o un apodo"), { target: { value: name } });
  await submitSave();
}

async function submitSave() {
  fireEvent.click(screen.getByRole("button", { name: "Guarda la puntuación" }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
