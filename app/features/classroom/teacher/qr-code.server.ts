import { encode } from "uqr";

// The QR code of a class's join address on the teacher's screen and the projector view, made on
// the server as inline SVG: no request to another service (which would learn the join code), no
// script, and a vector image that stays sharp at any size a projector gives it.

/** The quiet zone around the symbol, in modules: the four that the QR code standard asks for. */
export const QUIET_ZONE = 4;

/**
 * Medium error correction (15 %): a projected code is read from a distance, off a screen that
 * glares or a pupil's shaky phone; higher levels would make the modules smaller for no gain here.
 */
const ERROR_CORRECTION = "M";

/** The symbol's dark and light modules, without the quiet zone (true is dark). */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: ERROR_CORRECTION, border: 0 }).data;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The path of the dark modules, one run of a row per subpath (`M x y h length v1 h -length z`),
 * shifted by the quiet zone: a few kilobytes for a join address, drawn edge to edge.
 */
function darkPath(modules: boolean[][]): string {
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      const length = x - start + 1;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  });
  return runs.join("");
}

/**
 * An SVG image of `text` as a QR code, black on white with its quiet zone, named by `label` for
 * assistive technology (`role="img"`, `aria-label` and a `<title>`). It has a viewBox and no size:
 * it takes the width its container gives it, and `crispEdges` keeps the modules' edges sharp.
 */
export function qrCodeSvg(text: string, label: string): string {
  const modules = qrModules(text);
  const side = modules.length + 2 * QUIET_ZONE;
  const name = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${name}" shape-rendering="crispEdges">` +
    `<title>${name}</title>` +
    `<path fill="#fff" d="M0 0h${side}v${side}H0z"/>` +
    `<path fill="#000" d="${darkPath(modules)}"/>` +
    `</svg>`
  );
}
