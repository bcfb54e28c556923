/**
 * Version of the privacy policy in force. It is stored with every contact as `consent_version`,
 * so that the text a visitor accepted can be shown later. Change it whenever the policy changes.
 */
export const privacyPolicyVersion = "2026-11-25";

/** How long each kind of record is kept, in days (the privacy page states these). */
export const retentionDays = {
  contacts: 365,
  complaints: 365,
  scores: 90,
  /** A classroom session with its pupils' nicknames and games (docs/decisions/0014-classroom-sessions.md). */
  classes: 30,
  /** Wrong join codes, by a weekly keyed hash of the address (the limit of guesses per address). */
  classJoinFailures: 1,
} as const;
