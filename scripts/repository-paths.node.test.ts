import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The repository stands alone: no file may point at a path outside it (a document that only exists
// on some machine next to the clone) or at a document it does not contain. This test reads every
// committed and new file and fails when such a reference comes back.

const root = fileURLToPath(new URL("..", import.meta.url));

function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter(Boolean)
    .filter((path) => !/\.(png|jpe?g|webp|gif|ico|pdf|woff2?)$/.test(path) && path !== "package-lock.json");
}

/** Relative paths that climb out of their file's folder (`../…`), as written. */
const climbing = /(?<![\w/.])((?:\.\.\/)+[\w@~.-][^\s"'`)\]>,;]*)/g;

/** Documents the project was once described by, which are not in the repository. */
const absentDocuments = /\bDESIGN\.md\b|\bspec §\d|\/work\/(?:shared|main)\b|\.\.\/shared\b/;

function outsideReferences(path: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(climbing)) {
    const target = resolve(root, dirname(path), match[1] ?? "");
    if (relative(root, target).startsWith("..")) found.push(`${path}: ${match[1]}`);
  }
  const absent = text.match(absentDocuments);
  if (absent) found.push(`${path}: ${absent[0]}`);
  return found;
}

/** Code files longer than this are split (content/ holds copy, which may run long). */
const MAX_CODE_LINES = 300;
const codeFile = /\.(?:[cm]?[jt]sx?|css)$/;

function overlongCodeFiles(files: readonly string[]): string[] {
  return files
    .filter((path) => codeFile.test(path) && !path.startsWith("content/"))
    .map((path) => ({ path, lines: readFileSync(resolve(root, path), "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines > MAX_CODE_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
}

describe("code files", () => {
  it(`stay under ${MAX_CODE_LINES} lines outside content/`, () => {
    expect(overlongCodeFiles(repositoryFiles())).toEqual([]);
  });
});

describe("references in the repository", () => {
  it("point only inside it", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => outsideReferences(path, readFileSync(resolve(root, path), "utf8")));
    expect(found).toEqual([]);
  });

  it("are caught when they point outside", () => {
    // Written in pieces, so that this file does not hold what it looks for.
    const up = "../";
    const design = ["DESIGN", "md"].join(".");
    expect(outsideReferences("app/lib/x.ts", `import x from "${up}${up}${up}elsewhere/notes.txt";`)).toHaveLength(1);
    expect(outsideReferences("README.md", `see [the design](${up}docs/${design})`)).toHaveLength(2);
    expect(outsideReferences("app/lib/x.ts", `// as ${"spec"} §4 says`)).toHaveLength(1);
    expect(outsideReferences("app/lib/x.ts", `import { y } from "${up}features/y";`)).toEqual([]);
    expect(outsideReferences("docs/decisions/0001.md", `[code](${up}${up}app/root.tsx)`)).toEqual([]);
  });
});
