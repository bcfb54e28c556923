import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameIsland, type GameIslandProps } from "./game-island";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import { staticCatalog, TranslationCatalogProvider } from "~/lib/translation";
import { es } from "~/locales/es";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";
import { ISLAND_ATTRIBUTE, jsonForScript } from "~/lib/islands/island-data";
import { IslandFrame, type IslandPage } from "~/lib/islands/island-frame";

// The compression game's island as the server writes it and as the browser hydrates it alone: the
// same markup (no id of useId's, which would differ in the island's own root), and then a game
// played and saved whose answer puts the new board in place of the page's.

const page: IslandPage = { lang: "es", features: { game: esFeatures.game, leaderboard: esFeatures.leaderboard } };
const entry = (player_name: string, score: number) => ({
  player_name,
  score,
  accuracy: 90,
  success_rate: 95,
  compressions: 40,
  created_at: `2026-11-16T10:00:0${score % 10}Z`,
});
const board: LeaderboardView = { entries: [entry("Laia", 88)], since: "lunes, 16 de noviembre", unavailable: false };
const props: GameIslandProps = {
  scoreAction: "/api/game",
  sections: {
    game: { heading: "Pon a prueba tu ritmo", intro: "Practica", postedAnswer: null },
    leaderboard: { heading: "Clasificación", intro: "Los diez mejores", board },
  },
};

function serverIsland(islandProps: GameIslandProps) {
  // Deep in a page, as on the server, behind siblings: where useId's ids would not be the island root's.
  const html = renderToString(
    <TranslationCatalogProvider value={staticCatalog({ es })}>
      <p>Hero</p>
      <div>
        <p>Sections</p>
        <IslandFrame page={page}>
          <GameIsland {...islandProps} />
        </IslandFrame>
      </div>
    </TranslationCatalogProvider>,
  ).replace(/^<p>Hero<\/p><div><p>Sections<\/p>(.*)<\/div>$/s, "$1");
  const data = jsonForScript({ props: islandProps, features: page.features });
  document.documentElement.lang = "es";
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="compression-game">${html}</div><script type="application/json">${data}</script>`;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));

describe("the compression game's island", () => {
  it("hydrates the server's markup without a mismatch, the game's controls enabled", async () => {
    serverIsland(props);
    const errors = vi.spyOn(console, "error");
    const serverTable = document.querySelector("table");
    const serverPress = screen.getByRole("button", { name: "Presiona" });
    expect(serverPress).toHaveProperty("disabled", true); // the HTML alone: the game needs JavaScript
    await act(() => hydrateIslands("compression-game", GameIsland));
    await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector("table")).toBe(serverTable); // the same nodes: hydrated, not replaced
    expect(screen.getByRole("button", { name: "Presiona" })).toBe(serverPress);
    expect(serverPress).toHaveProperty("disabled", false);
    expect(screen.queryByText(/El simulador necesita JavaScript/)).toBeNull();
  });

  it("hydrates the practice game alone, with no board and no save", async () => {
    serverIsland({});
    const errors = vi.spyOn(console, "error");
    await act(() => hydrateIslands("compression-game", GameIsland));
    await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector("table")).toBeNull();
    expect(screen.getByRole("button", { name: "Empieza" })).toHaveProperty("disabled", false);
  });

  it("shows the board that a save answers in place of the page's, with no second request", async () => {
    serverIsland(props);
    await act(() => hydrateIslands("compression-game", GameIsland));
    await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    const newBoard: LeaderboardView = { ...board, entries: [entry("Pau", 95), entry("Laia", 88)] };
    const fetch = vi.fn((_url: string, init: RequestInit) =>
      new URLSearchParams(init.body as URLSearchParams).get("intent") === "start"
        ? json({ intent: "start", gameToken: "signed-token" })
        : json({ intent: "save", saved: true, leaderboard: newBoard }),
    );
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] });

    fireEvent.click(screen.getByRole("button", { name: "Empieza" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (let i = 0; i < 31; i += 1) {
      act(() => void vi.advanceTimersByTime(545));
      fireEvent.pointerDown(screen.getByRole("button", { name: "Presiona" }), { button: 0 });
    }
    fireEvent.click(screen.getByRole("button", { name: "Detén" }));
    fireEvent.change(screen.getByLabelText("Tu nombre o un apodo"), { target: { value: "Pau" } });
    fireEvent.click(screen.getByRole("button", { name: "Guarda la puntuación" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText(/Puntuación guardada/)).toBeTruthy();
    const rows = within(document.querySelector("table") as HTMLTableElement).getAllByRole("rowheader");
    expect(rows.map((row) => row.textContent)).toEqual(["Pau", "Laia"]);
    expect(fetch).toHaveBeenCalledTimes(2); // the start and the save
  });
});
