import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { CompressionGame } from "./compression-game";
import { standInGameServer, startGame, tearDownGameServer, wait } from "./game-dom.testing";

// One contact, one compression (press-filter.ts), through the game's press button in a simulated
// DOM with the clock faked: hand over hand, two fingers land together; a held key repeats.

const address = "/api/game";

beforeEach(() => {
  standInGameServer(address);
});

afterEach(tearDownGameServer);

const pressButton = () => screen.getByRole("button", { name: "Presiona" });
const readout = (label: string) =>
  within(screen.getByLabelText("Marcador de la partida")).getByText(label).nextElementSibling?.textContent;

describe("the press button", () => {
  it("counts one compression for two fingers landing together, and none for a held key's repeats", async () => {
    render(<CompressionGame scoreAction={address} />, { wrapper: InSpanish });
    await startGame("Empieza");
    fireEvent.pointerDown(pressButton(), { button: 0, pointerType: "touch", isPrimary: true });
    fireEvent.pointerDown(pressButton(), { button: 0, pointerType: "touch", isPrimary: false });
    expect(readout("Compresiones")).toBe("1");
    wait(15);
    fireEvent.pointerDown(pressButton(), { button: 0, pointerType: "touch", isPrimary: true });
    expect(readout("Compresiones")).toBe("1");
    wait(530);
    fireEvent.keyDown(pressButton(), { key: " " });
    wait(300);
    fireEvent.keyDown(pressButton(), { key: " ", repeat: true });
    expect(readout("Compresiones")).toBe("2");
  });
});
