// What a page makes the browser download to be interactive: the stylesheets, the module scripts
// the HTML names (at once, or in the plan of the islands that wait, fetched when needed),
// everything those import statically, and the strings of the page's languages, which entry.client
// imports before it hydrates. Other lazy import() chunks are listed apart and not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const GZIP_LEVEL = 9;

// Static specifiers: `import * as x from "…"`, `import{…}from"./x.js"`, `import"./x.js"`, `export*from"…"`.
const STATIC_IMPORT = /\b(?:from|import)\s*["']([^"']+)["']/g;
// Dynamic import() with a literal specifier.
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Value of an attribute in one HTML tag (React always writes attributes double-quoted). */
function attr(tag, name) {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

function specifiers(code, pattern) {
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/**
 * URLs the HTML loads (module preloads, stylesheets, inline module scripts' imports, the island plan),
 * and the code of its classic inline scripts (the inline video player of a page without the
 * application). Scripts with another type hold data (structured data, speculation rules).
 */
function htmlEntries(html) {
  const js = new Set();
  const css = new Set();
  let inlineJs = "";
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attr(tag, "href");
    if (href && attr(tag, "rel") === "modulepreload") js.add(href);
    if (href && attr(tag, "rel") === "stylesheet") css.add(href);
  }
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = attr(tag, "type");
    if (type === undefined && !attr(tag, "src")) inlineJs += body;
    // The islands that wait: fetched when needed, counted as what the page needs to be interactive.
    if (attr(tag, "id") === "island-plan") {
      for (const { entry, preload } of Object.values(JSON.parse(body)))
        [entry, ...preload].forEach((url) => js.add(url));
    }
    if (type !== "module") continue;
    if (attr(tag, "src")) js.add(attr(tag, "src"));
    // Remix's inline module imports the route modules statically and the client entry with import(),
    // both at once. The manifest JSON in the same script lists lazy routes as plain strings: not matched.
    for (const url of [...specifiers(body, STATIC_IMPORT), ...specifiers(body, DYNAMIC_IMPORT)]) js.add(url);
  }
  return { js, css, inlineJs };
}

/** Reads build/client files by URL path, caching raw and gzip sizes (pages share most chunks). */
export function createAssetReader(clientDir) {
  const cache = new Map();
  return (urlPath) => {
    if (!cache.has(urlPath)) {
      const bytes = readFileSync(join(clientDir, decodeURIComponent(urlPath)));
      cache.set(urlPath, { code: bytes.toString("utf8"), gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length });
    }
    return cache.get(urlPath);
  };
}

/** Resolves a specifier against the URL path of the document or module that contains it. */
function resolvePath(specifier, fromPath) {
  const url = new URL(specifier, `https://site${fromPath}`);
  return url.origin === "https://site" ? url.pathname : null; // other origins are not ours to count
}

/** Follows static imports from the entry modules; returns the eager set and the lazy chunks left out. */
function moduleGraph(entries, readAsset) {
  const eager = new Set();
  const lazy = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.pop();
    if (!path || eager.has(path)) continue;
    eager.add(path);
    const { code } = readAsset(path);
    for (const spec of specifiers(code, STATIC_IMPORT)) queue.push(resolvePath(spec, path));
    for (const spec of specifiers(code, DYNAMIC_IMPORT)) lazy.add(resolvePath(spec, path));
  }
  return { eager: [...eager].sort(), lazy: [...lazy].filter((path) => path && !eager.has(path)).sort() };
}

/**
 * The chunks of app/locales/{lang}.ts that a page loads before hydrating: its own language, or
 * all of them on a page whose address names none (entry.client.tsx). The bundler names a dynamic
 * import's chunk after its module: `assets/es-<hash>.js`.
 */
function stringChunks(lazy, pagePath) {
  const lang = pagePath.match(/^\/(es|en|ca)(?:\/|$)/)?.[1];
  const pattern = new RegExp(`^/assets/(?:${lang ?? "es|en|ca"})-[\\w-]+\\.js$`);
  return lazy.filter((path) => pattern.test(path));
}

/** JS and CSS a rendered page loads, with gzip totals over distinct files. */
export function pageAssets(html, pagePath, readAsset) {
  const entries = htmlEntries(html);
  const resolve = (urls) => [...urls].map((url) => resolvePath(url, pagePath));
  const graph = moduleGraph(resolve(entries.js), readAsset);
  // A page without the application loads no interface strings either; a page with islands
  // preloads its own (island-scripts.tsx), another imports them before it hydrates.
  const strings = entries.js.size === 0 ? [] : stringChunks([...graph.eager, ...graph.lazy], pagePath);
  if (entries.js.size > 0 && strings.length === 0)
    throw new Error(`${pagePath}: no chunk of interface strings among ${graph.lazy.join(", ")}`);
  const eager = [...new Set([...graph.eager, ...strings])].sort();
  const lazy = graph.lazy.filter((path) => !strings.includes(path));
  const css = [...new Set(resolve(entries.css))].filter(Boolean).sort();
  const gzipTotal = (paths) => paths.reduce((sum, path) => sum + readAsset(path).gzip, 0);
  const inlineGzip = entries.inlineJs ? gzipSync(entries.inlineJs, { level: GZIP_LEVEL }).length : 0;
  return { js: eager, css, lazyJs: lazy, jsGzip: gzipTotal(eager) + inlineGzip, cssGzip: gzipTotal(css) };
}
