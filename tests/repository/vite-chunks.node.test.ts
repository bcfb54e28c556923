import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sectionModulePaths } from "../../vite.config";

// The build's chunks are chosen by paths (vite.config.ts): a path that no longer names a file puts
// its modules in no chunk, silently, so each one must exist as what it says it is.

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the page sections' chunk", () => {
  it.each(sectionModulePaths)("names %s, which exists", (path) => {
    expect(existsSync(join(root, path))).toBe(true);
    expect(statSync(join(root, path)).isDirectory()).toBe(path.endsWith("/"));
  });
});
