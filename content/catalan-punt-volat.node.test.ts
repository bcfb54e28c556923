import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { finalizeSettings, getDefaultSettings, getDictionary, mergeSettings, readSettings } from "cspell-lib";
import { beforeAll, describe, expect, it } from "vitest";

// The Catalan words with a punt volat (col·laboració, instal·lació…) are spelled as the Catalan
// dictionary writes them. The spell check (cspell.json) splits a word at the middle dot, so it
// leaves these words to this test, which reads each one whole and looks it up in the same
// dictionary (and the project's own words); and a l·l written with another dot (l.l, l•l) is refused.

const root = fileURLToPath(new URL("..", import.meta.url));
/** A word with a punt volat: letters on both sides of l·l (any case). */
const withPuntVolat = /[\p{L}'’]*[lL]·[lL][\p{L}]*/gu;
/** A l·l written with a full stop, a bullet or another middle dot inside a word. */
const wrongDot = /\p{L}[lL][.•∙・][lL]\p{L}/gu;

async function catalanCopy(): Promise<{ path: string; text: string }[]> {
  const paths = [
    ...(await readdir(join(root, "content/ca"), { recursive: true }))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => join(root, "content/ca", name)),
    ...(await readdir(join(root, "app/locales")))
      .filter((name) => /^ca.*\.ts$/.test(name) && !name.endsWith(".test.ts"))
      .map((name) => join(root, "app/locales", name)),
  ];
  return Promise.all(paths.map(async (path) => ({ path, text: await readFile(path, "utf8") })));
}

let known: (word: string) => boolean;

beforeAll(async () => {
  const project = await readSettings(join(root, "cspell.json"));
  const settings = finalizeSettings(
    mergeSettings(await getDefaultSettings(), project, {
      language: "ca",
      dictionaries: ["ca", "project-words", "words-ca"],
    }),
  );
  const dictionary = await getDictionary(settings);
  // The word as written, or with a capital only because it starts a sentence or a name.
  known = (word) =>
    dictionary.has(word, { ignoreCase: false }) || dictionary.has(word.toLowerCase(), { ignoreCase: false });
});

/** The words with a punt volat of a text that the dictionary does not know. */
function unknownWords(text: string): string[] {
  return [...new Set([...text.matchAll(withPuntVolat)].map(([word]) => word.replace(/^.*['’]/, "")))].filter(
    (word) => !known(word),
  );
}

describe("the Catalan words with a punt volat", () => {
  it("are found by the check, and a misspelt one is caught", () => {
    expect(unknownWords("La col·laboració i la instal·lació.")).toEqual([]);
    expect(unknownWords("La coll·laboració, la instal·lacio i l'intel·ligencia.")).toEqual([
      "coll·laboració",
      "instal·lacio",
      "intel·ligencia",
    ]);
    expect("la col.laboració i la instal•lació".match(wrongDot)).toHaveLength(2);
  });

  it("are each spelled as the dictionary writes them, in every file of the Catalan copy", async () => {
    const files = await catalanCopy();
    let occurrences = 0;
    const words = new Set<string>();
    for (const { path, text } of files) {
      const found = [...text.matchAll(withPuntVolat)].map(([word]) => word);
      occurrences += found.length;
      for (const word of found) words.add(word.toLowerCase());
      expect(unknownWords(text), path).toEqual([]);
      expect(text.match(wrongDot) ?? [], path).toEqual([]);
    }
    // The copy has such words to check: the test is not looking at nothing.
    expect(words.size).toBeGreaterThan(20);
    expect(occurrences).toBeGreaterThan(words.size);
  });
});
