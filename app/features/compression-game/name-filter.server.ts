import { normalizeTypedName } from "~/lib/typed-name";
import { blockedEntries } from "./blocked-entries.server";
import { codeReadings, foldedReadings, runTogether } from "./name-folding.server";

// Refuses a name that contains an insult, a slur or a hate code of the lists (blocked-entries.server.ts,
// content/blocked-names.ts): a name on the public board, a pupil's nickname in a class.
// Server-only by intent: the schemas of a save and of a join use it, the browser's check of a name
// (player-name.ts) does not, so the word lists never ship to visitors. How names and entries are
// folded before they are compared is in name-folding.server.ts.

/** Whether a name holds an insult, a slur or a hate code and must not be shown to others. */
export function isBlockedName(name: string): boolean {
  const { words, stems, anywhere, codes, symbols } = blockedEntries();
  const text = normalizeTypedName(name);
  if (symbols.some((symbol) => text.includes(symbol))) return true;
  if (codeReadings(text).some((reading) => codes.some((code) => reading.includes(code)))) return true;
  return foldedReadings(text).some((reading) => {
    if (reading.some((word) => words.has(word) || stems.some((stem) => word.startsWith(stem)))) return true;
    const joined = runTogether(reading);
    return anywhere.some((entry) => joined.includes(entry));
  });
}
