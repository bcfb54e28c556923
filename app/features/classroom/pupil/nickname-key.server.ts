import { skeleton } from "~/features/compression-game/names/letter-skeleton.server";
import { nameKey } from "~/lib/typed-name";

// The key under which a nickname is unique in a class (the unique index on class_pupils'
// class_id and nickname_key): two nicknames that would look the same on the projector get one key,
// so that no pupil can join under another's name with letters of another script ("Alumnо3" with a
// Cyrillic "о", "ΑΙumno3" with a Greek Alpha and Iota), fullwidth forms or another case.
//
// Each character is read as its confusable skeleton (Unicode TR39, letter-skeleton.server.ts),
// with case folded before and after: a skeleton may be a capital ("0" → "O"), and a capital of
// another script may look like a Latin capital whose small letter looks like nothing in that
// script (Greek "Η" is "H", its "η" is no "h"). Of a character's small, own and capital forms, the
// first whose skeleton is plain ASCII is kept, as the word filter reads letters.
//
// A capital "I" looks like a small "l", so "i" and "l" share a key: "Ivan" and "lvan" are one
// nickname. Impersonation wins over the few names that differ only there.
//
// Accents stay, as TR39's skeleton keeps them: "Alex" and "Àlex" are two pupils, as with nameKey,
// and the projector shows the accent. Marks are read as their own skeletons, so that a look-alike
// accent of another block counts as the accent.
//
// What draws nothing or nearly nothing is no part of the key (visibleOnly), so that a nickname that
// looks like another is that other: characters that print as nothing (typed-name.ts drops the
// invisible and format ones; the key also drops unassigned and private-use code points, which draw
// a blank or a box), a combining mark that does not make a precomposed letter with the one before it
// on a letter of the Latin, Greek or Cyrillic scripts or on a digit ("Alumno3" with a dot below the
// 3, a second accent on "é"), and punctuation at either end ("Alumno3." is "Alumno3"). Marks are
// judged on the skeleton, where an accent on a look-alike letter is on the Latin one. Scripts whose
// marks are their vowels (Devanagari, Arabic, Thai…) keep every mark.
//
// Server-only: the skeleton's table is large. Rows stored under the former key (nameKey) stay as
// they are, with no migration: a class is used for a lesson of an hour or two (a pupil's cookie
// lasts 12 hours), so only a class open while this key came in compares a nickname stored before
// it by that older key.

const plainAscii = /^[\u0020-\u007E]+$/;
const mark = /^\p{M}$/u;

/** Code points that no font draws as a letter of a name: unassigned, private use, lone surrogates, controls. */
const blank = /\p{C}/gu;

/** Bases of the scripts whose accented letters are precomposed, where NFC joins every mark a name needs. */
const precomposedScript = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]$/u;

/**
 * Small signs at either end of a name: punctuation, spacing accents and the modifier letters that
 * look like them (ʼ ˈ ː), and spaces left between them.
 */
const endPunctuation = /^[\p{P}\p{Sk}\u02B0-\u02FF\s]+|[\p{P}\p{Sk}\u02B0-\u02FF\s]+$/gu;

/** The marks of a composed text that NFC left loose on a base of a precomposed script, dropped. */
function withoutLooseMarks(text: string): string {
  let base = "";
  let kept = "";
  for (const character of text.normalize("NFC")) {
    if (!mark.test(character)) base = character;
    else if (base === "" || precomposedScript.test(base)) continue;
    kept += character;
  }
  return kept;
}

/** A key without what draws nothing or nearly nothing on the projector. */
function visibleOnly(key: string): string {
  return withoutLooseMarks(key.replace(blank, "")).replace(endPunctuation, "");
}

/** Lowercase as near as JavaScript comes to Unicode's case folding (as nameKey does). */
function folded(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/** A character's skeleton with case folded around it, twice: "М" (Cyrillic) → "M" → "m" → "rn". */
function foldedSkeleton(text: string): string {
  return folded(skeleton(folded(skeleton(text))));
}

/** The key of one character of a nickname's canonical decomposition. */
function characterKey(character: string): string {
  if (mark.test(character)) return skeleton(character);
  const forms = [character.toLowerCase(), character, character.toUpperCase()].map(foldedSkeleton);
  const chosen = forms.find((form) => plainAscii.test(form)) ?? forms[0] ?? character;
  return chosen.replaceAll("i", "l");
}

/** The key of a nickname in its class: equal for nicknames that look alike or differ only in case. */
export function nicknameKey(nickname: string): string {
  return visibleOnly(Array.from(nameKey(nickname).normalize("NFD"), characterKey).join("").normalize("NFC"));
}
