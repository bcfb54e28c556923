// Characters that no one types in a form, in one place for every form's rules. NUL cannot even be
// stored (D1 refuses it); the others would garble the text where it is shown or exported. A text
// that holds one is refused with a field error.

/** Control characters other than tab, line feed and carriage return (free text: messages, names). */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every control character, and the bidirectional overrides that would garble a public list. */
const unprintableInLine = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/** For a one-line text shown to everyone (a leaderboard name): no line breaks or tabs either. */
export function hasUnprintableCharacter(text: string): boolean {
  return unprintableInLine.test(text);
}
