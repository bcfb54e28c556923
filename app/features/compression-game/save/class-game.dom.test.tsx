import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { ClassGame } from "./class-game";
import {
  jsonResponse,
  pressTimes,
  standInGameServer,
  startGame,
  tearDownGameServer,
  type GameServer,
} from "../play/game-dom.testing";

// A pupil's game in a class, in a simulated DOM with a fake clock: played at the class's rhythm,
// which the pupil cannot change, and saved to the class's address as it ends, with its rhythm
// figures, to the week's board only when the box is ticked (docs/decisions/0014-classroom-sessions.md).

const address = "/es/first-aiducation/aula/game";
const classroom = { action: address, bpm: 100, nickname: "Gat Blau", boardAllowed: true };
let server: GameServer;

beforeEach(() => {
  server = standInGameServer(address);
});

afterEach(tearDownGameServer);

const pressButton = () => screen.getByRole("button", { name: "Presiona" });

async function playAndStop(toBoard = false, setting = classroom) {
  render(<ClassGame classroom={setting} idPrefix="class-game" />, { wrapper: InSpanish });
  if (toBoard)
    fireEvent.click(screen.getByRole("checkbox", { name: /clasificación pública de la semana como Gat Blau/ }));
  await startGame("Empieza");
  // 31 presses: 20 every 600 ms (100 a minute), then 10 every 400 ms (150 a minute).
  pressTimes(pressButton, 21, 600);
  pressTimes(pressButton, 10, 400);
  fireEvent.click(screen.getByRole("button", { name: "Detén" }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("a pupil's game in a class", () => {
  it("plays at the class's rhythm, which it tells with no control to change it", () => {
    render(<ClassGame classroom={classroom} idPrefix="class-game" />, { wrapper: InSpanish });
    expect(screen.queryByLabelText("Ritmo objetivo")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText(/Ritmo de la clase, elegido por tu profesor o profesora: 100 por minuto/)).toBeTruthy();
    expect(screen.getByText("Pulsa Empieza y luego presiona el botón grande al ritmo.")).toBeTruthy();
  });

  it("shows each press's verdict above the press button", async () => {
    render(<ClassGame classroom={classroom} idPrefix="class-game" />, { wrapper: InSpanish });
    await startGame("Empieza");
    pressTimes(pressButton, 3, 600);
    const verdict = document.querySelector("[data-verdict]");
    expect(verdict?.textContent).toMatch(/Perfecto|lento|rápido/);
    // The verdict comes first in the document, so above the button on the screen.
    expect((verdict?.compareDocumentPosition(pressButton()) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("saves to the class as it ends, with its presses' times, without a name, and not to the board unless asked", async () => {
    await playAndStop();
    const panel = screen.getByRole("region", { name: "Tu resultado" });
    expect(within(panel).queryByLabelText(/Tu nombre/)).toBeNull();
    expect(within(panel).queryByRole("button")).toBeNull();
    expect(server.received[0]).toEqual({ intent: "start" });
    const save = server.received[1] ?? {};
    // The presses' times and the game's length, and nothing else: the server measures every figure.
    expect(Object.keys(save).sort()).toEqual(["duration_ms", "game_id", "intent", "presses_at"]);
    expect(save).toMatchObject({ intent: "save", game_id: "signed-token" });
    const pressesAt = String(save.presses_at).split(",").map(Number);
    expect(pressesAt).toHaveLength(31);
    // 30 intervals, 20 of 600 ms and 10 of 400 ms.
    const intervals = pressesAt.slice(1).map((at, index) => at - pressesAt[index]!);
    expect(intervals.filter((interval) => interval === 600)).toHaveLength(20);
    expect(intervals.filter((interval) => interval === 400)).toHaveLength(10);
    expect(Number(save.duration_ms)).toBe(pressesAt.at(-1));
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(
      "Partida guardada en tu clase.",
    );
  });

  it("leads with the timing score, the class's one score, above the beat score", async () => {
    await playAndStop();
    const panel = screen.getByRole("region", { name: "Tu resultado" });
    const timing = within(panel).getByText("Nota de ritmo y pausas (sobre 100)");
    const beat = within(panel).getByText("Puntuación al compás");
    expect(timing.compareDocumentPosition(beat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Ten fast presses at the end (150 a minute) are what cost the most: the advice says so first,
    // as compressions out of 100–120 (the rate's credit, on a rolling mean, costs more than the pace).
    expect(within(panel).getAllByRole("listitem")[0]?.textContent).toBe(
      "Haz que cada compresión caiga entre 100 y 120 por minuto.",
    );
  });

  it("offers to save again a game refused for coming too soon after the last", async () => {
    server.saveAnswer = () =>
      jsonResponse({ intent: "save", result: { status: "error", error: { "": ["classroom.game.tooSoon"] } } }, 429);
    await playAndStop();
    expect(screen.getByRole("alert").textContent).toContain("hace menos de 20 segundos");
    server.saveAnswer = () => jsonResponse({ intent: "save", saved: true });
    fireEvent.click(screen.getByRole("button", { name: "Vuelve a intentarlo" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.received.filter((request) => request.intent === "save")).toHaveLength(2);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(
      "Partida guardada en tu clase.",
    );
  });

  it("sends the game to the board too when the box was ticked, and shows a refusal in words", async () => {
    server.saveAnswer = () =>
      jsonResponse({ intent: "save", result: { status: "error", error: { "": ["classroom.game.closed"] } } }, 409);
    await playAndStop(true);
    expect(server.received[1]).toMatchObject({ to_board: "on" });
    expect(screen.getByRole("alert").textContent).toBe("Tu clase está cerrada: esta partida no se ha guardado.");
    // A refusal is not sent again.
    expect(screen.queryByRole("button", { name: "Vuelve a intentarlo" })).toBeNull();
  });

  it("says when the board refused a game the class kept (the board's limit per address)", async () => {
    server.saveAnswer = () => jsonResponse({ intent: "save", saved: true, toBoard: "refused" });
    await playAndStop(true);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(
      "Partida guardada en tu clase. La clasificación no admite más puntuaciones desde esta red por ahora.",
    );
  });

  it("offers no board where the teacher did not allow it, and never sends a game there", async () => {
    await playAndStop(false, { ...classroom, boardAllowed: false });
    expect(screen.queryByRole("checkbox", { name: /clasificación pública/ })).toBeNull();
    expect(server.received[1]).not.toHaveProperty("to_board");
  });

  it("offers to send a save that got no answer again, once per press", async () => {
    server.saveAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await playAndStop();
    expect(screen.getByRole("alert").textContent).toBe(
      "No se pudo guardar la puntuación. Inténtalo de nuevo en unos segundos.",
    );
    server.saveAnswer = () => jsonResponse({ intent: "save", saved: true });
    fireEvent.click(screen.getByRole("button", { name: "Vuelve a intentarlo" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.received.filter((fields) => fields.intent === "save")).toHaveLength(2);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(
      "Partida guardada en tu clase.",
    );
  });

  it("says what will be published, and under which name, once the box is ticked, and nothing once unticked", () => {
    render(<ClassGame classroom={classroom} idPrefix="class-game" />, { wrapper: InSpanish });
    const box = screen.getByRole("checkbox", { name: /clasificación pública de la semana como Gat Blau/ });
    const told =
      "Hecho: desde tu próxima partida, tus puntuaciones también aparecen en la clasificación pública de esta semana como Gat Blau.";
    expect(screen.queryByText(told)).toBeNull();
    fireEvent.click(box);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(told);
    fireEvent.click(box);
    expect(screen.queryByText(told)).toBeNull();
  });
});
