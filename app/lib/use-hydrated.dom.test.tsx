import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HYDRATED_ATTRIBUTE, useHydrationMark } from "./use-hydrated";

function Page() {
  useHydrationMark();
  return <p>Hola</p>;
}

afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

describe("useHydrationMark", () => {
  it("marks <html> only once React has hydrated the server's HTML", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    container.remove();
  });
});
