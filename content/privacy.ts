/**
 * Version of the privacy policy in force. It is stored with every contact as `consent_version`,
 * so that the text a visitor accepted can be shown later. Change it whenever the policy changes.
 */
export const privacyPolicyVersion = "2026-11-26";

/**
 * The day, the month's name (from `monthNames`, January first) and the year of a version, an ISO
 * date (YYYY-MM-DD): each language writes the page's date line from them.
 */
export function versionDate(version: string, monthNames: readonly string[]) {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version) ?? [];
  const monthName = monthNames[Number(month) - 1];
  if (!year || !day || !monthName || Number(day) < 1 || Number(day) > 31) {
    throw new Error(`Not a version of the privacy policy: ${version}`);
  }
  return { day: Number(day), month: monthName, year: Number(year) };
}

/** How long each kind of record is kept, in days (the privacy page states these). */
export const retentionDays = {
  contacts: 365,
  complaints: 365,
  scores: 90,
  /** A classroom session with its pupils' nicknames and games (docs/decisions/0014-classroom-sessions.md). */
  classes: 30,
  /** Wrong join codes, by a weekly keyed hash of the address (the limit of guesses per address). */
  classJoinFailures: 1,
  /** The day's keyed hash of the address that opened a class (the daily cap of classes per address). */
  classCreators: 1,
} as const;
