import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module of app/ reaches itself through its imports, type-only ones included: a circle makes the
// order in which modules run depend on which one is imported first (a constant read before it is
// set), and it ties the modules of a folder into one piece that no one can read or move alone. The
// usual cause is a hook or a child that imports its parent's props type: the type then goes into a
// module below both, or the hook declares the state it reads and the props extend it.

const root = fileURLToPath(new URL("../..", import.meta.url));
const app = join(root, "app");

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, "tsconfig.json"), (path) => ts.sys.readFile(path)).config,
  ts.sys,
  root,
);

/** Every module of app/ but tests and declarations, as absolute paths. */
const modules = readdirSync(app, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
  .map((file) => join(app, file));

/** Each module's imports of other modules of app/: static, re-exports, dynamic and type-only. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport && resolved.resolvedFileName.startsWith(app)
      ? [resolved.resolvedFileName]
      : [];
  });
}

/** The graph's strongly connected parts of more than one module, or of one importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    low.set(module, order.get(module)!);
    stack.push(module);
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(module, Math.min(low.get(module)!, order.get(next)!));
    }
    if (low.get(module) !== order.get(module)) return;
    const part = stack.splice(stack.indexOf(module));
    if (part.length > 1 || graph.get(module)?.includes(module)) found.push(part);
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return found.map((part) => part.map((file) => relative(root, file)).sort()).sort();
}

describe("the imports of app/", () => {
  const graph = new Map(modules.map((file) => [file, importsOf(file)]));

  it("are read through the path alias and relative paths alike", () => {
    const page = graph.get(join(app, "pages/classroom-teacher.tsx")) ?? [];
    expect(page).toContain(join(app, "features/classroom/teacher/teacher-screen.tsx"));
    expect(graph.get(join(app, "features/classroom/teacher/teacher-screen.tsx"))).toContain(
      join(app, "features/classroom/teacher/class-header.tsx"),
    );
  });

  it("form no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("are found in a circle when there is one, and not when there is none", () => {
    const [a, b, c] = ["a.ts", "b.ts", "c.ts"].map((name) => join(app, name)) as [string, string, string];
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([["app/a.ts", "app/b.ts", "app/c.ts"]]);
    expect(
      circles(
        new Map([
          [a, [b, c]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });
});
