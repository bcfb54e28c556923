import { ESLint } from "eslint";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The layers of app/ as the lint enforces them (eslint.config.js): imports that go the wrong way, in
// every form a module can write one, are refused; the right way is let through; and every source
// file of app/ is either in a layer or at the top, so no file escapes the rule by being forgotten.
// Within the features, the compression game never imports the classroom, which uses it.

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the layer rules for `code` as the file at `path` (which need not exist). */
async function layerMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const wrongWay: [string, string][] = [
  ["app/lib/wrong.ts", 'import { x } from "~/features/contact/contact-form";\nexport { x };\n'],
  ["app/lib/wrong.ts", 'export * from "../features/contact/contact-form";\n'],
  ["app/lib/wrong.ts", 'export async function later() {\n  return import("~/pages/home");\n}\n'],
  ["app/components/wrong.tsx", 'import { x } from "~/root";\nexport { x };\n'],
  ["app/features/wrong.ts", 'export async function later() {\n  return import("../entry.server");\n}\n'],
  ["app/.server/wrong.ts", 'import { x } from "~/admin/login";\nexport { x };\n'],
  ["content/es/wrong.ts", 'import { x } from "../../app/lib/paths";\nexport { x };\n'],
  ["app/locales/wrong.ts", 'export async function later() {\n  return import("../features/contact/x");\n}\n'],
  ["app/i18n.ts", 'import { x } from "./lib/paths";\nexport { x };\n'],
];

describe("the layers of app/", () => {
  it.each(wrongWay)("refuse a wrong-way import in %s: %s", async (path, code) => {
    expect(await layerMessages(path, code)).toEqual([expect.stringMatching(/may not import a layer above it/)]);
  });

  it("let a module import its own layer and those below", async () => {
    expect(await layerMessages("app/features/right.ts", 'import { x } from "~/lib/paths";\nexport { x };\n')).toEqual(
      [],
    );
    expect(
      await layerMessages(
        "app/lib/right.ts",
        'export async function later() {\n  return import("~/i18n-routes");\n}\n',
      ),
    ).toEqual([]);
    expect(
      await layerMessages("app/pages/right.tsx", 'import { x } from "~/features/contact/x";\nexport { x };\n'),
    ).toEqual([]);
  });

  it("hold every source file of app/ in a layer, or at the top", async () => {
    const entries = await readdir(join(root, "app"), { withFileTypes: true, recursive: true });
    const sources = entries
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|testing|d)\./.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect(sources.length).toBeGreaterThan(100);
    const { topLayerFiles } = (await import("../../eslint.config.js")) as { topLayerFiles: string[] };
    const atTop = (path: string) =>
      topLayerFiles.some((glob) =>
        new RegExp(`^${glob.replaceAll(".", "\\.").replaceAll("**", ".+").replaceAll("*", "[^/]+")}$`).test(path),
      );
    const outside: string[] = [];
    for (const path of sources) {
      const config = (await eslint.calculateConfigForFile(join(root, path))) as { rules?: Record<string, unknown> };
      if (!config.rules?.["no-restricted-imports"] && !atTop(path)) outside.push(path);
    }
    expect(outside).toEqual([]);
  });
});

describe("the compression game, a library the classroom uses", () => {
  const game = "app/features/compression-game";
  const intoTheClass: [string, string][] = [
    [`${game}/server/wrong.server.ts`, 'import { x } from "~/features/classroom/server/x.server";\nexport { x };\n'],
    [`${game}/measures/wrong.ts`, 'export * from "../../classroom/rounds/x";\n'],
    [
      `${game}/play/wrong.tsx`,
      // Built, so that this file names no path that climbs out of the repository from where it stands.
      `export async function later() {\n  return import("${"../".repeat(3)}features/classroom/x");\n}\n`,
    ],
    [`${game}/save/wrong.dom.test.tsx`, 'import { x } from "~/features/classroom/pupil/x";\nexport { x };\n'],
    [`${game}/names/wrong.testing.ts`, 'import { x } from "../../classroom";\nexport { x };\n'],
  ];

  it.each(intoTheClass)("refuses an import of the classroom in %s: %s", async (path, code) => {
    expect(await layerMessages(path, code)).toEqual([expect.stringMatching(/may not import the classroom/)]);
  });

  it("lets the classroom import the game, and the game its own files and the layers below", async () => {
    const fromTheClass = 'import { x } from "~/features/compression-game/measures/x";\nexport { x };\n';
    expect(await layerMessages("app/features/classroom/server/right.server.ts", fromTheClass)).toEqual([]);
    const ownFiles =
      'import { x } from "./classroom-names.testing";\nimport { y } from "~/lib/paths";\nexport { x, y };\n';
    expect(await layerMessages(`${game}/names/right.test.ts`, ownFiles)).toEqual([]);
    expect(await layerMessages(`${game}/names/right.server.ts`, ownFiles)).toEqual([]);
  });

  it("keeps the layers' rule and the cookies' in the game's own files", async () => {
    expect(await layerMessages(`${game}/play/wrong.tsx`, 'import { x } from "~/pages/home";\nexport { x };\n')).toEqual(
      [expect.stringMatching(/may not import a layer above it/)],
    );
    const makesCookie = 'import { createCookie } from "@remix-run/cloudflare";\nexport const c = createCookie("x");\n';
    expect(await layerMessages(`${game}/server/wrong.server.ts`, makesCookie)).toEqual([
      expect.stringMatching(/Make a cookie with siteCookie/),
    ]);
  });
});

describe("the site's cookies", () => {
  const makesCookie = 'import { createCookie } from "@remix-run/cloudflare";\nexport const c = createCookie("x");\n';

  it.each([
    "app/features/classroom/wrong.server.ts",
    "app/.server/wrong.server.ts",
    "app/pages/wrong.tsx",
    "server.ts",
  ])("are made only by their declaration: createCookie is refused in %s", async (path) => {
    expect(await layerMessages(path, makesCookie)).toEqual([expect.stringMatching(/Make a cookie with siteCookie/)]);
  });

  it("are made in one module, which may", async () => {
    expect(await layerMessages("app/.server/site-cookie.server.ts", makesCookie)).toEqual([]);
  });
});
