import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a page embeds from configuration enters the fingerprint that names its copies and kept
// pages (app/.server/page-copies.ts, pageConfiguration): the settings it is made of are read in
// that one function, and the render reads them from the load context (`context.page`). A module
// that read them itself could embed a value that no fingerprint names, and a stale copy would be
// served after the value changed.

const root = fileURLToPath(new URL("../..", import.meta.url));
const settings = /\bSITE_URL\b|\bSITE_INDEXING\b|\bsiteUrl\(|\bisIndexable\(/;
/** Where the settings may be read: their one function, and the helpers it calls. */
const allowed = ["app/.server/page-copies.ts", "app/.server/site-url.server.ts", "app/lib/sitemap.ts", "app/env.d.ts"];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$|\.dom\.test\./.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe("what pages embed from configuration", () => {
  it("is read only by pageConfiguration, which the fingerprint is made of", async () => {
    const files = [...(await sourceFiles("app")), "server.ts"];
    expect(files).toContain("app/root.tsx");
    const readers: string[] = [];
    for (const file of files) {
      if (allowed.includes(file)) continue;
      if (settings.test(await readFile(join(root, file), "utf8"))) readers.push(file);
    }
    expect(readers).toEqual([]);
  });
});
