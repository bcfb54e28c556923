import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { CompressionGame } from "../play/compression-game";
import { pressTimes, standInGameServer, startGame, tearDownGameServer } from "../play/game-dom.testing";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";
import {
  chooseDepth,
  chooseWorkingDepth,
  depthChoiceName,
  loadDepthChunks,
  motion,
  pass,
  playRecording,
  stillSensor,
} from "./motion-dom.testing";

// The free game's depth mode in a simulated DOM, on a faked clock: the choice before Start, each
// reason to fall back to taps, and a game whose compressions come from `devicemotion` events of a
// synthetic recording (motion-recording.testing.ts).

beforeAll(loadDepthChunks);
beforeEach(() => {
  standInGameServer("/api/game");
});
afterEach(tearDownGameServer);

const tapChoice = () => screen.getByRole("radio", { name: "Pulsando el botón" });
const depthChoice = () => screen.getByRole("radio", { name: depthChoiceName });
const status = () =>
  screen
    .getAllByRole("status")
    .map((region) => region.textContent)
    .join(" ");

function renderGame() {
  render(<CompressionGame scoreAction="/api/game" />, { wrapper: InSpanish });
}

describe("the choice of how compressions are counted", () => {
  it("counts taps by default, and tells how to hold the phone for depth, never on a person", () => {
    renderGame();
    expect(tapChoice()).toHaveProperty("checked", true);
    expect(depthChoice()).toHaveProperty("checked", false);
    expect(screen.getByText(/entre tus manos y un cojín firme o un maniquí\. Nunca sobre una persona\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Presiona" })).toBeTruthy();
  });

  it("goes back to taps where the browser has no motion event, and says so", async () => {
    vi.stubGlobal("DeviceMotionEvent", undefined);
    renderGame();
    await chooseDepth();
    expect(tapChoice()).toHaveProperty("checked", true);
    expect(status()).toContain("Este navegador no puede leer el movimiento del dispositivo");
  });

  it("asks Safari's permission within the tap, and goes back to taps when it is refused", async () => {
    const requestPermission = vi.fn(() => Promise.resolve("denied"));
    vi.stubGlobal("DeviceMotionEvent", Object.assign(class extends Event {}, { requestPermission }));
    renderGame();
    fireEvent.click(depthChoice());
    // Called in the change's own handler, before anything was awaited.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await pass(0);
    expect(tapChoice()).toHaveProperty("checked", true);
    expect(status()).toContain("El navegador no ha dado permiso para usar el sensor de movimiento");
  });

  it("goes back to taps when no reading comes within a second (a computer), with Start held meanwhile", async () => {
    renderGame();
    fireEvent.click(depthChoice());
    await pass(0);
    expect(status()).toContain("Comprobando el sensor de movimiento del móvil…");
    expect(screen.getByRole("button", { name: "Empieza" })).toHaveProperty("disabled", true);
    window.dispatchEvent(motion(null));
    await pass(1_000);
    expect(tapChoice()).toHaveProperty("checked", true);
    expect(status()).toContain("No ha respondido ningún sensor de movimiento");
    expect(screen.getByRole("button", { name: "Empieza" })).toHaveProperty("disabled", false);
  });

  it("goes back to taps when the sensor is too slow, naming its rate and the least that measures depth", async () => {
    renderGame();
    const stop = stillSensor(50);
    await chooseDepth();
    stop();
    expect(tapChoice()).toHaveProperty("checked", true);
    expect(status()).toMatch(/envía 2\d lecturas por segundo y para medir la profundidad hacen falta al menos 40/);
  });

  it("takes a fast sensor: the gauge in place of the press button, and how to hold the phone", async () => {
    renderGame();
    await chooseWorkingDepth();
    expect(depthChoice()).toHaveProperty("checked", true);
    expect(status()).toContain("El sensor funciona");
    expect(screen.queryByRole("button", { name: "Presiona" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Profundidad" })).toBeTruthy();
    expect(screen.getByText("Cómo sostener el móvil")).toBeTruthy();
    expect(
      screen.getAllByText(
        new RegExp(
          `estimación a partir del movimiento del móvil, con un margen de unos ± ${DEPTH_ESTIMATE_ERROR_MM} mm`,
        ),
      ),
    ).toHaveLength(1);
    // Changing one's mind: taps again, at once.
    fireEvent.click(tapChoice());
    expect(screen.getByRole("button", { name: "Presiona" })).toBeTruthy();
  });
});

describe("a game in depth mode", () => {
  it("starts at the first compression of the phone's motion, shows its depth live, and grades it", async () => {
    renderGame();
    await chooseWorkingDepth();
    await startGame("Empieza");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Profundidad" }));
    expect(screen.getByText("Esperando tu primera compresión…")).toBeTruthy();

    const gauge = within(screen.getByRole("region", { name: "Profundidad" }));
    let sawGood = false;
    const shape = { runsMs: [20_000], rateBpm: 110, depthMm: 55, tiltDeg: 8, samplingHz: 60 };
    const recording = await playRecording(11, shape, (index) => {
      // The live region tells the zone once, as it is first found, and keeps it while it holds.
      if (index % 60 === 0 && gauge.queryByText(/^Bien: 5,\d cm de profundidad\.$/) && gauge.queryByText("Bien")) {
        sawGood = true;
      }
    });
    expect(sawGood).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));

    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    const figure = (label: string) => quality.getByText(label).nextElementSibling?.textContent ?? "";
    const mean = Number(figure("Profundidad media").replace(" cm", "").replace(",", "."));
    const truth = recording.compressions.reduce((sum, one) => sum + one.depthMm, 0) / recording.compressions.length;
    expect(Math.abs(mean * 10 - truth)).toBeLessThanOrEqual(3);
    expect(figure("Compresiones de 5 a 6 cm")).toMatch(/^\d+\u00a0%$/);
    expect(figure("Poco profundas (menos de 5 cm)")).toMatch(/^\d+\u00a0%$/);
    expect(figure("Demasiado profundas (más de 6 cm)")).toMatch(/^\d+\u00a0%$/);
    expect(Number(figure("Nota de profundidad y ritmo (sobre 100)"))).toBeGreaterThan(50);
    expect(quality.queryByText(/Profundidad no medida/)).toBeNull();
    expect(quality.getByText(new RegExp(`con un margen de unos ± ${DEPTH_ESTIMATE_ERROR_MM} mm`))).toBeTruthy();
  });

  it("leaves a game of taps graded on its timing, saying that the depth was not measured", async () => {
    renderGame();
    await startGame("Empieza");
    pressTimes(() => screen.getByRole("button", { name: "Presiona" }), 35, 545);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    expect(quality.getByText("Nota de ritmo y pausas (sobre 100)").nextElementSibling?.textContent).toBe("100");
    expect(quality.getByText(/^Profundidad no medida: esta nota es solo del ritmo\./)).toBeTruthy();
    expect(quality.queryByText("Profundidad media")).toBeNull();
  });

  it("cancels a start with no compression: no game, no result", async () => {
    renderGame();
    const stop = stillSensor(16);
    await chooseDepth();
    await startGame("Empieza");
    await pass(3_000);
    stop();
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    expect(screen.getByRole("button", { name: "Empieza" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Tu resultado" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Profundidad" }));
  });
});
