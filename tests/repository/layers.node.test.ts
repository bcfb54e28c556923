import { ESLint } from "eslint";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The layers of app/ as the lint enforces them (eslint.config.js): imports that go the wrong way, in
// every form a module can write one, are refused; the right way is let through; and every source
// file of app/ is either in a layer or at the top, so no file escapes the rule by being forgotten.

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
