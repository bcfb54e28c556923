/**
 * Version of the privacy policy in force. It is stored with every contact as `consent_version`,
 * so that the text a visitor accepted can be shown later. Change it whenever the policy changes.
 */
export const privacyPolicyVersion = "2026-11-27";

/**
 * The day, the month's name (from `monthNames`, January first) and the year of a version, an ISO
 * date (YYYY-MM-DD): each language writes the page's date line from them.
 */
export function versionDate(version: string, locale: string) {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version) ?? [];
  const date = new Date(`${version}T00:00:00Z`);
  if (!year || !month || !day || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== version) {
    throw new Error(`Not a version of the privacy policy: ${version}`);
  }
  // The month's name as the language writes it alone (Intl's data, not a list of our own).
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(date);
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
