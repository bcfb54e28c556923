import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type Lang } from "~/i18n-routes";
import { classRoundApiPath } from "~/lib/api-routes";
import { siteOrigin } from "../integration/helpers";
import { joinAs, pupilCookie, teacherPost, type OpenedClass } from "./class-setup";
import { postForm, siteFetch } from "./front-door";

// A class's rounds as the tests drive them through the whole Worker (docs/decisions/0017-class-rounds.md):
// the teacher's posts, a pupil's device's requests, and the rows they leave in D1. The Worker reads
// the real clock (workerd's Date.now() is not the test's to move), so a test puts a round in the
// phase it needs by writing its start and end in D1 (setTimes).

export interface RoundRow {
  id: number;
  kind: string;
  length_ms: number;
  metronome: number;
  starts_at: number;
  ends_at: number;
}

export interface EntryRow {
  round_id: number;
  pupil_id: number;
  live_rate: number | null;
  live_at: number | null;
  compressions: number | null;
  mean_rate_bpm: number | null;
  share_in_window: number | null;
  compression_fraction: number | null;
  rate_spread: number | null;
  longest_pause_ms: number | null;
  rate_change: number | null;
  grade: number | null;
  too_regular: number;
  verdict: string | null;
  depth_mean_mm: number | null;
  depth_in_band: number | null;
  depth_too_shallow: number | null;
  depth_too_deep: number | null;
  saved_at: number | null;
  entered_at: number | null;
}

/** A pupil who joined through the form: their cookie and their row's id. */
export interface Pupil {
  cookie: string;
  id: number;
}

export async function join(opened: OpenedClass, lang: Lang, nickname: string): Promise<Pupil> {
  const joined = await joinAs(lang, opened.code, nickname);
  expect(joined.status).toBe(303);
  const id = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ? AND nickname = ?")
    .bind(opened.id, nickname)
    .first<number>("id");
  return { cookie: pupilCookie(joined), id: id ?? 0 };
}

/** The teacher's start button, with the form's fields. */
export function startRound(opened: OpenedClass, fields: Record<string, string> = {}) {
  return teacherPost(opened.path, { intent: "start-round", round_length: "30", round_kind: "practice", ...fields });
}

export async function roundsOf(classId: number): Promise<RoundRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, length_ms, metronome, starts_at, ends_at FROM class_rounds WHERE class_id = ? ORDER BY id",
  )
    .bind(classId)
    .all<RoundRow>();
  return results;
}

/** The class's only round, started from the teacher's screen. */
export async function startedRound(opened: OpenedClass, fields: Record<string, string> = {}): Promise<RoundRow> {
  expect((await startRound(opened, fields)).status).toBe(303);
  const rounds = await roundsOf(opened.id);
  expect(rounds).toHaveLength(1);
  return rounds[0]!;
}

/**
 * Puts a round in a phase by its start and end on the server's clock (the end ≥ the start, as the
 * table requires). The pupils already in it entered before its start, as they did before the round
 * was moved: their entry's time moves with it (enteredLate says otherwise).
 */
export async function setTimes(roundId: number, startsAt: number, endsAt: number) {
  await env.DB.batch([
    env.DB.prepare("UPDATE class_rounds SET starts_at = ?, ends_at = ? WHERE id = ?").bind(startsAt, endsAt, roundId),
    env.DB.prepare(
      "UPDATE class_round_entries SET entered_at = min(entered_at, ?1) WHERE round_id = ?2 AND entered_at IS NOT NULL",
    ).bind(startsAt, roundId),
  ]);
}

/** Says that a pupil entered the round `lateMs` after its start, as a device that heard of it late does. */
export async function enteredLate(roundId: number, pupil: Pupil, lateMs: number) {
  await env.DB.prepare(
    `UPDATE class_round_entries SET entered_at = (SELECT starts_at FROM class_rounds WHERE id = ?1) + ?3
     WHERE round_id = ?1 AND pupil_id = ?2`,
  )
    .bind(roundId, pupil.id, lateMs)
    .run();
}

export async function entriesOf(roundId: number): Promise<EntryRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM class_round_entries WHERE round_id = ? ORDER BY pupil_id")
    .bind(roundId)
    .all<EntryRow & { id: number }>();
  return results.map(({ id: _, ...entry }) => entry);
}

export async function countOf(sql: string, ...values: unknown[]): Promise<number> {
  return (
    (await env.DB.prepare(sql)
      .bind(...values)
      .first<number>("n")) ?? 0
  );
}

/** A GET of the round address, as the pupil's device polls it. */
export function roundState(lang: Lang, cookie?: string) {
  return siteFetch(classRoundApiPath(lang), cookie ? { headers: { Cookie: cookie } } : undefined);
}

/** A POST to the round address from the pupil's device (same site, the pupil's cookie if any). */
export function roundPost(lang: Lang, cookie: string | null, fields: Record<string, string>, headers = {}) {
  return postForm(classRoundApiPath(lang), fields, {
    Origin: siteOrigin,
    ...(cookie ? { Cookie: cookie } : {}),
    ...headers,
  });
}

export const enter = (lang: Lang, pupil: Pupil, round: number) =>
  roundPost(lang, pupil.cookie, { intent: "enter", round: String(round) });
/** The device's word at the round's start that it measures depth (round-game.tsx). */
export const enterInDepthMode = (lang: Lang, pupil: Pupil, round: number) =>
  roundPost(lang, pupil.cookie, { intent: "enter", round: String(round), depth_mode: "on" });
export const live = (lang: Lang, pupil: Pupil, round: number, rate: string) =>
  roundPost(lang, pupil.cookie, { intent: "live", round: String(round), rate });

/** A save of presses' times, as the device sends them when the round ends (in depth mode, `depths_mm` too). */
export function save(
  lang: Lang,
  pupil: Pupil,
  round: number,
  pressesAt: readonly number[],
  durationMs: number,
  extra: Record<string, string> = {},
) {
  return roundPost(lang, pupil.cookie, {
    intent: "save",
    round: String(round),
    presses_at: pressesAt.join(","),
    duration_ms: String(durationMs),
    ...extra,
  });
}

export type Answer = Record<string, unknown>;
export const read = async (response: Response) => (await response.json()) as Answer;

/** A pupil's 30-second round: 26 presses at 110 a minute, a 3-second pause, then 22 at 115 a minute. */
export const pressesAt = [
  ...Array.from({ length: 26 }, (_, index) => 800 + index * 545),
  ...Array.from({ length: 22 }, (_, index) => 17_500 + index * 520),
];
export const durationMs = 30_000;

/**
 * A round entered by pupils, then ended `agoMs` ago (a 30-second round that ran in full); those in
 * `measuring` said at its start that they play it in depth mode.
 */
export async function endedRoundWith(
  opened: OpenedClass,
  lang: Lang,
  pupils: Pupil[],
  agoMs = 5_000,
  measuring: Pupil[] = [],
) {
  const round = await startedRound(opened);
  for (const pupil of pupils) expect((await enter(lang, pupil, round.id)).status).toBe(200);
  for (const pupil of measuring) expect((await enterInDepthMode(lang, pupil, round.id)).status).toBe(200);
  const now = Date.now();
  await setTimes(round.id, now - agoMs - 30_000, now - agoMs);
  return { ...round, starts_at: now - agoMs - 30_000, ends_at: now - agoMs };
}

/** The stored measures of an entry, as resultOfPresses names them. */
export const storedResult = (entry: EntryRow) => ({
  compressions: entry.compressions,
  meanRateBpm: entry.mean_rate_bpm,
  shareInWindow: entry.share_in_window,
  compressionFraction: entry.compression_fraction,
  rateSpread: entry.rate_spread,
  longestPauseMs: entry.longest_pause_ms,
  rateChange: entry.rate_change,
  grade: entry.grade,
  tooRegular: entry.too_regular === 1,
  verdict: entry.verdict,
  depthMeanMm: entry.depth_mean_mm,
  depthInBand: entry.depth_in_band,
  depthTooShallow: entry.depth_too_shallow,
  depthTooDeep: entry.depth_too_deep,
});

/** The statement that says a pupil joined the class at `at` (epoch ms): who may still enter a round depends on it. */
export const joinedAt = (id: number, at: number) =>
  env.DB.prepare("UPDATE class_pupils SET created_at = ?2 WHERE id = ?1").bind(id, new Date(at).toISOString());

/** How many entries tie a pupil to a round of another class (none, ever). */
export const crossedEntries = () =>
  countOf(
    `SELECT count(*) AS n FROM class_round_entries e JOIN class_rounds r ON r.id = e.round_id
     JOIN class_pupils p ON p.id = e.pupil_id WHERE r.class_id <> p.class_id`,
  );
