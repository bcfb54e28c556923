#!/usr/bin/env node
// Renders the site's raster brand images from SVG: the Open Graph share images (one per language),
// the square logo used as Organization.logo in the JSON-LD, and the Apple touch icon.
//
// Run by hand when the brand changes, from the project root:
//   node scripts/make-images.mjs
// and commit the PNGs it writes to public/.
//
// It needs `sharp`, which is not a dependency of this project: it is installed with wrangler's
// dependencies (wrangler → miniflare → sharp, see `npm ls sharp`), so it is present after `npm install`.
// Text uses "DejaVu Sans" (falling back to the generic sans-serif), which must be installed on the machine;
// no fonts or images are downloaded. The lettermark comes from public/favicon.svg.
import { mkdir, readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = (path) => `${root}public/${path}`;

// Keep in sync with content/site.ts (brandName) and app/locales/{es,en,ca}.ts (tagline).
const brandName = "Estudio XR";
const texts = {
  es: {
    tagline: "REALIDAD EXTENDIDA",
    // The line "Experiencias y formación en realidad virtual, aumentada y mixta", broken by hand.
    lines: ["Experiencias y formación en realidad", "virtual, aumentada y mixta"],
  },
  en: {
    tagline: "EXTENDED REALITY",
    // The line "Virtual, augmented and mixed reality experiences and training", broken by hand.
    lines: ["Virtual, augmented and mixed reality", "experiences and training"],
  },
  ca: {
    tagline: "REALITAT ESTESA",
    // The line "Experiències i formació en realitat virtual, augmentada i mixta", broken by hand.
    lines: ["Experiències i formació en realitat", "virtual, augmentada i mixta"],
  },
};

const color = { slate: "#0f172a", indigoDeep: "#1e1b4b", indigo: "#3730a3", indigo700: "#4338ca" };
const font = "'DejaVu Sans', sans-serif";

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// The favicon is a 64×64 indigo rounded square with a white "EX"; take its glyph paths apart from the square.
const favicon = await readFile(out("favicon.svg"), "utf8");
const glyphs = [...favicon.matchAll(/<path\b[^>]*\/>/g)].map((match) => match[0]).join("");
if (!glyphs) throw new Error("No <path> found in public/favicon.svg");

/** The lettermark (favicon design) at (x, y) with the given size; `rounded: false` fills the whole square. */
function mark(x, y, size, { rounded = true } = {}) {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${color.indigo}"/>${glyphs}</svg>`;
}

/** 1200×630 Open Graph image. */
function shareSvg({ tagline, lines }) {
  const [headX, headY] = [930, 330]; // centre of the headset drawing
  const planes = [0, 1, 2]
    .map((i) => {
      const dx = 40 - i * 40;
      const dy = -45 + i * 45;
      const opacity = [0.18, 0.28, 0.4][i];
      return `<rect x="${-160 + dx}" y="${-115 + dy}" width="320" height="230" rx="20"
        fill="#ffffff" fill-opacity="0.035" stroke="#a5b4fc" stroke-opacity="${opacity}" stroke-width="2"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color.slate}"/>
      <stop offset="0.55" stop-color="${color.indigoDeep}"/>
      <stop offset="1" stop-color="${color.indigo}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${headX}" cy="${headY}" r="380" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${color.indigo700}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${color.indigo700}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>

  <!-- Layered planes behind a VR headset outline -->
  <g transform="translate(${headX} ${headY}) skewX(-12)">${planes}</g>
  <g transform="translate(${headX} ${headY})" fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M-130 -75 H130 Q160 -75 160 -45 V45 Q160 75 130 75 H45 C25 75 22 30 0 30 C-22 30 -25 75 -45 75 H-130
      Q-160 75 -160 45 V-45 Q-160 -75 -130 -75 Z" fill="${color.slate}" fill-opacity="0.8" stroke="#ffffff"
      stroke-width="6"/>
    <circle cx="-72" cy="-8" r="40" stroke="#a5b4fc" stroke-width="5"/>
    <circle cx="72" cy="-8" r="40" stroke="#a5b4fc" stroke-width="5"/>
    <path d="M-160 -20 C-190 -20 -205 -10 -215 5 M160 -20 C190 -20 205 -10 215 5" stroke="#ffffff"
      stroke-opacity="0.7" stroke-width="6"/>
  </g>

  <!-- Text block -->
  ${mark(80, 96, 80)}
  <text x="76" y="290" font-family="${font}" font-weight="bold" font-size="92" fill="#ffffff">${escape(brandName)}</text>
  <text x="82" y="340" font-family="${font}" font-size="22" letter-spacing="6" fill="#c7d2fe">${escape(tagline)}</text>
  <rect x="82" y="372" width="72" height="5" rx="2.5" fill="#818cf8"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="80" y="${444 + i * 42}" font-family="${font}" font-size="30" fill="#e2e8f0">${escape(line)}</text>`,
    )
    .join("\n  ")}
</svg>`;
}

async function write(svg, path, size) {
  const file = out(path);
  await sharp(Buffer.from(svg))
    .resize(size.width, size.height)
    // Palette PNG; quality 90 with half dithering keeps the gradients smooth at about a third of the size
    // of full dithering (which would put the share images near 80 kB).
    .png({ compressionLevel: 9, palette: true, effort: 10, quality: 90, dither: 0.5 })
    .toFile(file);
  const { size: bytes } = await stat(file);
  console.log(`${path}  ${size.width}×${size.height}  ${(bytes / 1024).toFixed(1)} kB`);
}

await mkdir(out("og"), { recursive: true });
for (const [lang, text] of Object.entries(texts)) {
  await write(shareSvg(text), `og/share-${lang}.png`, { width: 1200, height: 630 });
}

// Square logo: the favicon design, large.
await write(
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(0, 0, 512)}</svg>`,
  "logo.png",
  { width: 512, height: 512 },
);

// Apple touch icon: full-bleed square without transparency (iOS rounds the corners itself).
await write(
  `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">${mark(0, 0, 180, {
    rounded: false,
  })}</svg>`,
  "apple-touch-icon.png",
  { width: 180, height: 180 },
);
