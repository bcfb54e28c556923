import { access, readdir, readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pageIds, pages } from "../../app/i18n-routes";
import { islandFiles } from "../../vite.config";

// The docs match the code: every file path a document names in backticks exists, so does every
// identifier it names so (a function, a constant, a type: `pageBasics()`, `PageDelivery`), and the
// architecture page names every page of the route table and every island. A path with a
// placeholder (`<name>`, `*`, `{…}`) stands for many files and is not looked up. A folder's own
// README (a feature's, under app/) may name its files from where it stands: `rounds/round-game.tsx`.

const root = fileURLToPath(new URL("../..", import.meta.url));
const topFolders = ["app", "content", "docs", "migrations", "public", "scripts", "tests", ".ci", "cspell"];
const topFiles = [
  "server.ts",
  "wrangler.toml",
  "package.json",
  "vite.config.ts",
  "vitest.config.ts",
  "remix.config.js",
  "playwright.config.ts",
  "tsconfig.json",
  "eslint.config.js",
  "README.md",
  "CONTRIBUTING.md",
  "cspell.json",
  ".dev.vars.example",
];

/** The markdown files under `folder`, from the repository's root. */
async function markdownUnder(folder: string, name = /\.md$/): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The project's own documents, the folders' READMEs under app/ (each feature's) among them. */
async function documents(): Promise<string[]> {
  return [
    "README.md",
    "CONTRIBUTING.md",
    ...(await markdownUnder("docs")),
    ...(await markdownUnder("app", /^README\.md$/)),
  ];
}

/** A README under app/ names its folder's files from where it stands, with their extension. */
const localFile = /^[\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|js|md|sql|css)$/;

/** The repository paths a document names in backticks (without a placeholder, an anchor or a line). */
function namedPaths(markdown: string, document: string): string[] {
  const paths: string[] = [];
  const folder = document.startsWith("app/") ? dirname(document) : null;
  for (const [, quoted = ""] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[#:].*$/, "").replace(/\/$/, "");
    if (/[<>*{}…]|\.\.\./.test(path)) continue;
    const [first] = path.split("/");
    if ((path.includes("/") && topFolders.includes(first ?? "")) || topFiles.includes(path)) paths.push(path);
    else if (folder && localFile.test(path)) paths.push(join(folder, path));
  }
  return paths;
}

/** What a document may name in backticks without the code having it: the platform's own names. */
const platformNames = new Set(["clientAction"]);

/** The identifiers a document names in backticks: camelCase or PascalCase words, a call's `()` aside. */
function namedIdentifiers(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map(([, quoted = ""]) => quoted.replace(/\(\)$/, ""))
    .filter((name) => /^(?:[a-z][a-z0-9]*|[A-Z][a-z0-9]+)[A-Z][A-Za-z0-9]*$/.test(name) && !platformNames.has(name));
}

/** The text of every file of code and configuration, where a named identifier must be found. */
async function allCode(): Promise<string> {
  const texts = await Promise.all(
    topFiles.filter((file) => !file.endsWith(".md")).map((file) => readFile(join(root, file), "utf8")),
  );
  for (const folder of topFolders.filter((name) => name !== "docs")) {
    const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (
        entry.isFile() &&
        /\.(ts|tsx|mjs|js|sql|css|json)$/.test(entry.name) &&
        !entry.parentPath.includes("node_modules")
      ) {
        texts.push(await readFile(join(entry.parentPath, entry.name), "utf8"));
      }
    }
  }
  return texts.join("\n");
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(join(root, path));
    return true;
  } catch {
    return false;
  }
}

describe("the docs", () => {
  it("name only files and folders that exist", async () => {
    const missing: string[] = [];
    let named = 0;
    for (const document of await documents()) {
      for (const path of namedPaths(await readFile(join(root, document), "utf8"), document)) {
        named += 1;
        if (!(await exists(path))) missing.push(`${document}: ${path}`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("name only identifiers that the code has", async () => {
    const code = await allCode();
    const missing: string[] = [];
    let named = 0;
    for (const document of await documents()) {
      for (const name of namedIdentifiers(await readFile(join(root, document), "utf8"))) {
        named += 1;
        if (!new RegExp(`\\b${name}\\b`).test(code)) missing.push(`${document}: ${name}`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("describe every page of the route table and every island on the architecture page", async () => {
    const architecture = await readFile(join(root, "docs/architecture.md"), "utf8");
    const unnamed = pageIds.filter(
      (id) =>
        !Object.values(pages[id]).some((path) => architecture.includes(path)) && !architecture.includes(`\`${id}\``),
    );
    expect(unnamed).toEqual([]);
    const islands = Object.keys(islandFiles);
    expect(islands.length).toBeGreaterThan(5);
    expect(islands.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });

  it("give each island's hydration as its declaration does, in the architecture page's table", async () => {
    const architecture = await readFile(join(root, "docs/architecture.md"), "utf8");
    for (const [name, path] of Object.entries(islandFiles)) {
      const declared = /hydrate: "(\w+)"/.exec(await readFile(join(root, path), "utf8"))?.[1] ?? "load";
      const row = architecture.split("\n").find((line) => line.startsWith(`| \`${name}\``));
      expect(row?.split("|").at(-2)?.trim(), name).toBe(declared);
    }
  });
});
