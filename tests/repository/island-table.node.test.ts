import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The table of islands in docs/architecture.md is the one place a reader finds them all, so it is
// held to the code: one row per `<name>.island.tsx` (the file names the island), with the island's
// own `hydrate` (its declaration's, "load" when it says none) and a component file that exists.

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Each island's declaration file, by the island's name. */
function islandFiles(): Map<string, string> {
  const files = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" });
  return new Map(
    files
      .filter((file) => file.endsWith(".island.tsx"))
      .map((file) => [file.split(/[\\/]/).pop()?.replace(".island.tsx", "") ?? "", join(root, "app", file)]),
  );
}

/** When the island declared in `source` hydrates. */
function declaredHydration(source: string): string {
  return /hydrate: "(\w+)"/.exec(source)?.[1] ?? "load";
}

/** The rows of the islands' table: name, component, hydration. */
function documentedIslands(): { name: string; component: string; hydrates: string }[] {
  const docs = readFileSync(join(root, "docs/architecture.md"), "utf8");
  return [...docs.matchAll(/^\| `([\w-]+)` +\| `([^`]+)` +\|[^|]+\| (\w+) +\|$/gm)].map((match) => ({
    name: match[1] ?? "",
    component: match[2] ?? "",
    hydrates: match[3] ?? "",
  }));
}

describe("the islands' table of the architecture", () => {
  it("has a row for each island file, and none for an island that is gone", () => {
    const rows = documentedIslands().map((row) => row.name);
    expect(rows.length).toBeGreaterThan(0);
    expect([...rows].sort()).toEqual([...islandFiles().keys()].sort());
  });

  it("says when each hydrates, as its declaration does, and names a component that exists", () => {
    const files = islandFiles();
    for (const row of documentedIslands()) {
      const file = files.get(row.name);
      expect(file, row.name).toBeDefined();
      expect(row.hydrates, row.name).toBe(declaredHydration(readFileSync(file ?? "", "utf8")));
      expect(() => readFileSync(join(root, row.component)), row.component).not.toThrow();
    }
  });
});
