// A name as someone typed it (a nickname in a class, a name on the public board), made into the
// text that is stored and shown, and into the key that says whether two names are the same.
// Pure and without any word list: the browser's checks and the server's use it alike.

/**
 * Characters that print as nothing: zero-width spaces and joiners, bidirectional marks, variation
 * selectors, the soft hyphen, Hangul fillers, tag characters… "Anna" followed by one of them looks
 * like "Anna". Format characters (General Category Cf) go too, default-ignorable or not: the
 * interlinear annotation marks (U+FFF9–U+FFFB), which most fonts draw as nothing, and the Arabic
 * number signs and Egyptian format controls, which shape the characters around them and are no
 * part of a name.
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The braille blank is neither default-ignorable nor white space for Unicode, yet prints as a
 * space: it is the usual way to make a name that looks empty, or one with a space more.
 */
const whiteSpace = /[\s\u2800]+/gu;

/**
 * A typed name as it is stored and shown: compatibility forms made plain (fullwidth "Ａｎｎａ" is
 * "Anna"), invisible characters removed, and white space trimmed and collapsed to one space.
 * NFKC runs again after the removal, since an invisible character can stand between a letter and
 * its accent and keep them from composing.
 */
export function normalizeTypedName(text: string): string {
  return text.normalize("NFKC").replace(invisible, "").normalize("NFKC").replace(whiteSpace, " ").trim();
}

/**
 * The key under which a name is unique: two names with one key would look the same, or differ
 * only in case. Accents stay ("Alex" and "Àlex" are two people); case goes in every script, not
 * only ASCII as SQLite's NOCASE.
 *
 * Uppercase then lowercase approximates Unicode's full case folding, which JavaScript lacks: it
 * maps "ß" and "SS" to "ss", and "σ", "ς" and "Σ" alike in a given place of a word. NFKC runs again
 * because case mapping can leave text unnormalized ("İ" becomes "i" and a combining dot above).
 */
export function nameKey(text: string): string {
  return normalizeTypedName(text).toUpperCase().toLowerCase().normalize("NFKC");
}
