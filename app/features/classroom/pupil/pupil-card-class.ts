import type { NicknameMode } from "../class-rules";
import { normalizeJoinCode } from "../join-code";

// Which class a pupil's card is about. The loader reads the class of the address's code; after a
// refused join the page shows the code the pupil sent, which may be another (one they corrected):
// the class read is shown only while it is the one of the code in the form.

/** What a pupil's card shows before they join: the open class of the join address's code. */
export interface CardClass {
  name: string;
  joinCode: string;
  nicknameMode: NicknameMode;
}

/** The class the card names, or null when the code in the form opens no class the page knows of. */
export function cardClassOf(found: CardClass | null, formCode: string): CardClass | null {
  return found && normalizeJoinCode(formCode) === found.joinCode ? found : null;
}
