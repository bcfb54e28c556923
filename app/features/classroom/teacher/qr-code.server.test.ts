import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrCodeSvg, qrModules } from "./qr-code.server";

const address = "https://estudioxr.example/ca/first-aiducation/aula?code=K7MPQ2";

/** The dark modules an SVG draws, read back from its path as a grid of the viewBox's size. */
function drawnModules(svg: string): boolean[][] {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  const path = /<path fill="#000" d="([^"]*)"\/>/.exec(svg)?.[1] ?? "";
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let step = 0; step < Number(length); step += 1) {
      const row = grid[Number(y)];
      if (row) row[Number(x) + step] = true;
    }
  }
  return grid;
}

describe("the join address's QR code", () => {
  it("is one well-formed SVG element: a white square, then the dark modules' path", () => {
    const svg = qrCodeSvg(address, "Código QR");
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1" role="img" aria-label="Código QR" shape-rendering="crispEdges"><title>Código QR<\/title><path fill="#fff" d="M0 0h\1v\1H0z"\/><path fill="#000" d="(M\d+ \d+h\d+v1h-\d+z)+"\/><\/svg>$/,
    );
  });

  it("draws exactly the symbol of the address, inside a quiet zone of four modules", () => {
    const symbol = qrModules(address);
    expect(symbol).toEqual(encode(address, { ecc: "M", border: 0 }).data);
    const drawn = drawnModules(qrCodeSvg(address, "QR"));
    expect(drawn).toHaveLength(symbol.length + 2 * QUIET_ZONE);
    const inner = drawn.slice(QUIET_ZONE, -QUIET_ZONE).map((row) => row.slice(QUIET_ZONE, -QUIET_ZONE));
    expect(inner).toEqual(symbol);
    const quiet = [...drawn.slice(0, QUIET_ZONE), ...drawn.slice(-QUIET_ZONE)].flat();
    const sides = drawn.flatMap((row) => [...row.slice(0, QUIET_ZONE), ...row.slice(-QUIET_ZONE)]);
    expect([...quiet, ...sides].some(Boolean)).toBe(false);
  });

  it("is small enough for a scanner at a distance: version 4 or less for a join address", () => {
    expect(encode(address, { ecc: "M", border: 0 }).version).toBeLessThanOrEqual(4);
  });

  it("escapes its label, which the page's language and the address make", () => {
    const svg = qrCodeSvg(address, `Codi "QR" <d'accés> & més`);
    expect(svg).toContain('aria-label="Codi &#34;QR&#34; &#60;d&#39;accés&#62; &#38; més"');
    expect(svg).toContain("<title>Codi &#34;QR&#34; &#60;d&#39;accés&#62; &#38; més</title>");
  });
});
