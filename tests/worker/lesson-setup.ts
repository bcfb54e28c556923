import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { Lang } from "~/i18n-routes";
import { roundEntryRow, roundRow } from "../integration/class-rows";
import { addPupil, type OpenedClass } from "./class-setup";

// A lesson as a class's tests need it, written straight to D1 (how rounds are played and saved is
// the rounds' own tests' matter), and what every private answer about it carries.

/** The headers of every private answer: no store, no index, no referrer, no edge cache. */
export function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Edge-Cache")).toBeNull();
}

/** A saved result's figures: rate, compression fraction, share in 100–120, overall score. */
type Saved = [rate: number, fraction: number, inWindow: number, grade: number];

export const nicknames = ["Laia1", "Pol2", "Àngel3"] as const;

/**
 * A lesson as it is taught: a test, a practice round the teacher ended early, a test again. Laia1
 * and Pol2 take both tests; Àngel3 is in the first without saving it, and saves the last only.
 */
export async function teachLesson(opened: OpenedClass, lang: Lang) {
  const ids: number[] = [];
  for (const nickname of nicknames) ids.push(await addPupil(opened, lang, nickname));
  const [laia, pol, angel] = ids as [number, number, number];
  const start = Date.now() - 3 * 3_600_000;
  const round = async (kind: "practice" | "test", lengthMs: number, startsAt: number, endsAt = startsAt + lengthMs) =>
    (await roundRow(env.DB, {
      class_id: opened.id,
      kind,
      length_ms: lengthMs,
      starts_at: startsAt,
      ends_at: endsAt,
    }).first<number>("id"))!;
  const first = await round("test", 60_000, start);
  const practice = await round("practice", 120_000, start + 600_000, start + 645_000);
  const last = await round("test", 60_000, start + 1_200_000);
  const entry = (roundId: number, pupilId: number, saved?: Saved) => {
    const [mean_rate_bpm, compression_fraction, share_in_window, grade] = saved ?? [];
    const result = saved ? { compressions: 100, mean_rate_bpm, compression_fraction, share_in_window, grade } : {};
    const more = saved ? { rate_spread: 6, longest_pause_ms: 900, rate_change: -2, saved_at: start + 2_000_000 } : {};
    return roundEntryRow(env.DB, { round_id: roundId, pupil_id: pupilId, ...result, ...more });
  };
  await env.DB.batch([
    entry(first, laia, [96.2, 70, 40, 55]),
    entry(first, pol, [105, 85, 80, 80]),
    entry(first, angel),
    entry(practice, laia, [110, 90, 85, 80]),
    entry(practice, pol),
    entry(last, laia, [112.4, 90.04, 85, 86]),
    entry(last, pol, [125, 92, 30, 70]),
    entry(last, angel, [108, 88, 75, 82]),
  ]);
}
