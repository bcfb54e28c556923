import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GameIsland } from "~/features/compression-game/play/game-island";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "./hydrate-islands";
import { writeIsland } from "./island-dom.testing";
import { fakeLoaderBrowser, page, runLoader } from "./island-loader.testing";

// The game's island under the inline loader (island-loader.inline.js): its Start and its choices,
// which need its script, are enabled by the loader, and what the visitor did before it hydrated
// reaches the game in their order.

fakeLoaderBrowser();

/**
 * Stops a game the test started: its clock ticks every 100 ms until then, and a tick after the
 * test's page is gone fails the whole run (the hydrated root outlives the page's HTML).
 */
async function stopTheGame() {
  await act(() => screen.getByRole("button", { name: esFeatures.game.stop }).click());
  expect(screen.queryByRole("button", { name: esFeatures.game.stop })).toBeNull();
}

describe("the game, which needs its script for Start", () => {
  it("has Start disabled in its HTML, enabled by the loader, and the press held and given to the game", async () => {
    const gamePage = { ...page, features: { game: esFeatures.game } };
    writeIsland("compression-game", GameIsland, {}, gamePage, "interaction");
    const start = screen.getByRole<HTMLButtonElement>("button", { name: esFeatures.game.start });
    expect(start.disabled).toBe(true);
    runLoader("compression-game");
    expect(start.disabled).toBe(false);
    expect(start.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))).toBe(false);
    expect(screen.queryByRole("button", { name: esFeatures.game.stop })).toBeNull();

    await act(() => hydrateIslands("compression-game", GameIsland));
    expect(await screen.findByRole("button", { name: esFeatures.game.stop })).toBeTruthy();
    await stopTheGame();
  });

  it("has its rhythm and metronome enabled by the loader, and gives the game the choices made before it hydrated, then Start", async () => {
    /** The metronome's sound: made once the game runs with the metronome on. */
    const sounds: unknown[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      constructor() {
        sounds.push(this);
      }
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
      createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} });
      createOscillator = () => ({ frequency: { value: 0 }, connect: (next: unknown) => next, start() {}, stop() {} });
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const gamePage = { ...page, features: { game: esFeatures.game } };
    writeIsland("compression-game", GameIsland, {}, gamePage, "interaction");
    runLoader("compression-game");
    const rhythm = screen.getByRole<HTMLInputElement>("combobox", { name: esFeatures.game.rhythm });
    const metronome = screen.getByRole<HTMLInputElement>("checkbox", { name: esFeatures.game.metronome });
    expect(rhythm.disabled).toBe(false);
    expect(metronome.disabled).toBe(false);
    rhythm.value = "110";
    rhythm.dispatchEvent(new Event("change", { bubbles: true }));
    metronome.click();
    screen.getByRole("button", { name: esFeatures.game.start }).click();

    await act(() => hydrateIslands("compression-game", GameIsland));
    // Started with the rhythm chosen: the select, locked while the game runs, shows it, and the metronome is on.
    expect(await screen.findByRole("button", { name: esFeatures.game.stop })).toBeTruthy();
    expect(rhythm.value).toBe("110");
    expect(rhythm.disabled).toBe(true);
    expect(metronome.checked).toBe(true);
    expect(sounds).toHaveLength(1);
    await stopTheGame();
  });
});
