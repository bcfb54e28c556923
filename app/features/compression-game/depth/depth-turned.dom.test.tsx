import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { CompressionGame } from "../play/compression-game";
import { pressTimes, standInGameServer, startGame, tearDownGameServer } from "../play/game-dom.testing";
import { chooseWorkingDepth, depthChoiceName, holdTurned, loadDepthChunks, playRecording } from "./motion-dom.testing";
import { TURNED_LIMIT_MS } from "./turned-watch";

// A game in depth mode whose phone is turned while it runs, in a simulated DOM on a faked clock:
// kept turned past the limit (turned-watch.ts), the game goes on in taps and says why; lifted for
// the moment it takes to press Stop, it stays in depth mode and keeps its depths.

beforeAll(loadDepthChunks);
beforeEach(() => {
  standInGameServer("/api/game");
});
afterEach(tearDownGameServer);

const status = () =>
  screen
    .getAllByRole("status")
    .map((region) => region.textContent)
    .join(" ");
const turnedReason = "El móvil ha estado girado más de 5 segundos, sin estar plano bajo tus manos";
/** 20 s of compressions at 110 a minute, 5.5 cm deep, the phone flat under the hands: some 36 of them. */
const compressing = { runsMs: [20_000], rateBpm: 110, depthMm: 55, tiltDeg: 0, samplingHz: 60 };

async function playUntilTurnedAway() {
  render(<CompressionGame scoreAction="/api/game" />, { wrapper: InSpanish });
  await chooseWorkingDepth();
  await startGame("Empieza");
  await playRecording(21, compressing);
  expect(status()).not.toContain(turnedReason);
  // Picked up and held at 45°, longer than the limit (and within the 10 s the pose is remembered).
  await holdTurned(45, TURNED_LIMIT_MS + 1_500);
}

/** The compressions counted so far, as the game's live figures show them. */
const counted = () =>
  Number(
    within(screen.getByLabelText("Marcador de la partida")).getByText("Compresiones").nextElementSibling?.textContent,
  );
const quality = () => within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
const figure = (label: string) => quality().getByText(label).nextElementSibling?.textContent ?? "";

describe("a phone turned during a game in depth mode", () => {
  it("kept turned past the limit, sends the game on in taps and says why, beside the press button", async () => {
    await playUntilTurnedAway();
    expect(screen.getByRole("radio", { name: "Pulsando el botón" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: depthChoiceName })).toHaveProperty("checked", false);
    expect(status()).toContain(turnedReason);
    // Said in the choice's live region and again where the gauge was, now the press button.
    expect(screen.getAllByText(new RegExp(`^${turnedReason}`))).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Profundidad" })).toBeNull();
    const press = screen.getByRole("button", { name: "Presiona" });
    expect(document.activeElement).toBe(press);
    // Still the same game: running, its compressions so far counted.
    expect(screen.getByRole("button", { name: "Detén" })).toBeTruthy();

    // The phone's motion counts no more; the taps do, and the game's depth, of part of it, is of none.
    const byMotion = counted();
    expect(byMotion).toBeGreaterThanOrEqual(30);
    await holdTurned(0, 3_000);
    expect(counted()).toBe(byMotion);
    pressTimes(() => screen.getByRole("button", { name: "Presiona" }), 10, 545);
    expect(counted()).toBe(byMotion + 10);
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    expect(quality().getByText(/^Profundidad no medida/)).toBeTruthy();
    expect(quality().queryByText("Profundidad media")).toBeNull();
    // The reason stays above, in the choice; the note beside the press button went with the game.
    expect(screen.getAllByText(new RegExp(`^${turnedReason}`))).toHaveLength(1);
  });

  it("kept turned past the limit and stopped without a tap, keeps the depth of every compression it counted", async () => {
    await playUntilTurnedAway();
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    const mean = Number(figure("Profundidad media").replace(" cm", "").replace(",", "."));
    expect(Math.abs(mean - 5.5)).toBeLessThanOrEqual(0.3);
    // The reason stays above, in the choice; the note beside the press button went with the game.
    expect(screen.getAllByText(new RegExp(`^${turnedReason}`))).toHaveLength(1);
  });

  it("lifted for a moment at the end to press Stop, stays in depth mode and keeps its depths", async () => {
    render(<CompressionGame scoreAction="/api/game" />, { wrapper: InSpanish });
    await chooseWorkingDepth();
    await startGame("Empieza");
    // Placed from the hand before, lifted 45° towards the face after and held while a thumb reaches Stop.
    const recording = await playRecording(21, { ...compressing, handlingTurnDeg: 45 });
    expect(recording.handlingSpans.at(-1)!.toMs - recording.handlingSpans.at(-1)!.fromMs).toBeGreaterThan(2_000);
    expect(screen.getByText("El móvil está girado: déjalo plano bajo tus manos para medir.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: depthChoiceName })).toHaveProperty("checked", true);
    expect(status()).not.toContain(turnedReason);
    expect(screen.queryByRole("button", { name: "Presiona" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    const mean = Number(figure("Profundidad media").replace(" cm", "").replace(",", "."));
    expect(Math.abs(mean - 5.5)).toBeLessThanOrEqual(0.3);
  });
});
