// Characters that no one types in a form: the control characters other than tab, line feed and
// carriage return. NUL cannot even be stored (D1 refuses it); the rest would garble the text
// where it is shown or exported. A text that holds one is refused with a field error.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}
