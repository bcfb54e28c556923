import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { ClassGame } from "../save/class-game";
import { standInGameServer, startGame, tearDownGameServer, type GameServer } from "../play/game-dom.testing";
import { depthQuality } from "./depth-quality";
import {
  chooseWorkingDepth,
  expectDepthsOfEveryWindow,
  loadDepthChunks,
  pass,
  playRecording,
} from "./motion-dom.testing";

// A pupil's game in a class, in depth mode, in a simulated DOM on a faked clock: the same choice
// as the free game's, and a save to the class that sends one depth a press beside the presses'
// times, the depths the page's own result was measured from, and nothing else of the motion.

const address = "/es/first-aiducation/aula/game";
const classroom = { action: address, bpm: 110, nickname: "Gat Blau", boardAllowed: false };
let server: GameServer;

beforeAll(loadDepthChunks);
beforeEach(() => {
  server = standInGameServer(address);
});
afterEach(tearDownGameServer);

describe("a class's game in depth mode", () => {
  it("saves the depths of its compressions beside their times, one a press, each as every window measured it, and nothing else", async () => {
    render(<ClassGame classroom={classroom} idPrefix="class-game" />, { wrapper: InSpanish });
    await chooseWorkingDepth();
    await startGame("Empieza");
    const recording = await playRecording(7, {
      runsMs: [20_000],
      rateBpm: 110,
      depthMm: 55,
      tiltDeg: 8,
      samplingHz: 60,
    });
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    await pass(0);

    const save = server.received.find((fields) => fields.intent === "save") ?? {};
    expect(Object.keys(save).sort()).toEqual(["depths_mm", "duration_ms", "game_id", "intent", "presses_at"]);
    const depths = (save.depths_mm ?? "").split(",").map(Number);
    expect(depths).toHaveLength((save.presses_at ?? "").split(",").length);
    expect(depths.length).toBeGreaterThanOrEqual(30);
    for (const depth of depths) expect(Math.round(depth * 10)).toBe(depth * 10);
    expectDepthsOfEveryWindow(depths, recording);
    // The figures the pupil sees are those of the depths sent: the server's will be the same.
    const quality = within(screen.getByRole("region", { name: "La calidad de tus compresiones" }));
    const shown = quality.getByText("Profundidad media").nextElementSibling?.textContent ?? "";
    const mean = Math.round(depthQuality(depths)!.meanDepthMm) / 10;
    expect(shown).toBe(`${mean.toFixed(1).replace(".", ",")} cm`);
  });
});
