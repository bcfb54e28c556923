import { env } from "cloudflare:test";
import fc from "fast-check";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { MIN_PRESS_GAP_MS } from "~/features/compression-game/measures/press-filter";

// Saves that a pupil's browser could post to a class's game address, drawn for the fuzz of its
// checks (class-save-model.ts says what each is answered): mostly a game's presses' times with an
// id signed as a start signs it, and the same with a field, the times, the id or its age wrong.

/** A genuine id as the server reads it: its game, and when it was issued. */
export interface Ticket {
  gameId: string;
  issuedAt: number;
}

/** How a save's game id is made. */
export type IdPlan =
  /** Signed with the site's key `ageMs` ago (ahead of the clock when negative), as a start signs one. */
  | { kind: "issued"; ageMs: number }
  /** Asked for with a start, as the game asks when it begins. */
  | { kind: "started" }
  /** An id issued `ageMs` ago with a character of its signature changed. */
  | { kind: "altered"; ageMs: number }
  /** Signed `ageMs` ago with a key that is not the site's. */
  | { kind: "foreign"; ageMs: number }
  /** A genuine id that an earlier post sent (the `pick`th, in turn). */
  | { kind: "reused"; pick: number }
  | { kind: "text"; text: string }
  | { kind: "absent" };

/** A save as the fuzz draws it: its fields but the game id, and how the id is made. */
export interface FuzzedSave {
  fields: Record<string, string>;
  id: IdPlan;
}

const MINUTE_MS = 60_000;
/** The longest game the form takes (ms). */
export const LONGEST_DURATION_MS = 9_999_999;

/**
 * The ages of the ids drawn, each far from a limit of the server's: a fresh one (no game fits in
 * it), five and 59 minutes (every game fits, none is too fast), past the hour they last, three
 * seconds ahead of the clock (within its tolerance) and a minute ahead (beyond it).
 */
const idAge = fc.oneof(
  { weight: 4, arbitrary: fc.constant(5 * MINUTE_MS) },
  { weight: 2, arbitrary: fc.constant(59 * MINUTE_MS) },
  ...[0, 61 * MINUTE_MS, -3_000, -MINUTE_MS].map((age) => ({ weight: 1, arbitrary: fc.constant(age) })),
);

const idPlan: fc.Arbitrary<IdPlan> = fc.oneof(
  { weight: 8, arbitrary: idAge.map((ageMs) => ({ kind: "issued" as const, ageMs })) },
  { weight: 1, arbitrary: fc.constant({ kind: "started" as const }) },
  { weight: 1, arbitrary: idAge.map((ageMs) => ({ kind: "altered" as const, ageMs })) },
  { weight: 1, arbitrary: idAge.map((ageMs) => ({ kind: "foreign" as const, ageMs })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: "reused" as const, pick })) },
  // Any text, now and then longer than the form's 200 characters.
  { weight: 1, arbitrary: fc.string({ maxLength: 220 }).map((text) => ({ kind: "text" as const, text })) },
  { weight: 1, arbitrary: fc.constant({ kind: "absent" as const }) },
);

/**
 * A game's press times: mostly a game's (from 26 to 126 presses, each at least a press gap after
 * the one before), now and then with one gap too short or backwards.
 */
const pressTimes = fc
  .record({
    first: fc.integer({ min: 0, max: 3_000 }),
    gaps: fc.array(fc.integer({ min: MIN_PRESS_GAP_MS - 1, max: 1_500 }), { minLength: 25, maxLength: 125 }),
    flaw: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.record({ at: fc.nat(), gap: fc.integer({ min: -400, max: MIN_PRESS_GAP_MS - 2 }) }) },
    ),
  })
  .map(({ first, gaps, flaw }) => {
    const drawn = [...gaps];
    if (flaw) drawn[flaw.at % drawn.length] = flaw.gap;
    return drawn.reduce((times, gap) => [...times, (times.at(-1) ?? 0) + gap], [first]);
  });

/** Texts that are not a list of times, or only nearly one (the last too long for the form). */
const notTimes = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "1,,2", "1,2,", " 1,2", "12345678", "-1,2", "1.5,2", "0", "1000000,".repeat(121).slice(0, -1)),
);

/** A game's length: a little after its last press, before it, any length at all, or not a number. */
const durationAfter = (last: number) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: 3_000 }).map((extra) => String(last + extra)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000 }).map((early) => String(last - early)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: LONGEST_DURATION_MS }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom("", " ", "1e3", "0x10", "NaN", "Infinity", "-0", "12.5", "10000000") },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );

/** The timing fields: a game's times and length, or either of them missing or not a game's. */
const timingFields: fc.Arbitrary<Record<string, string>> = fc.oneof(
  {
    weight: 14,
    arbitrary: pressTimes.chain((times) =>
      durationAfter(times.at(-1) ?? 0).map((duration) => ({ presses_at: times.join(","), duration_ms: duration })),
    ),
  },
  { weight: 1, arbitrary: fc.record({ presses_at: notTimes, duration_ms: fc.nat().map(String) }) },
  { weight: 1, arbitrary: pressTimes.map((times) => ({ presses_at: times.join(",") })) },
  { weight: 1, arbitrary: fc.constant({}) },
);

/** A field that may be left out (undefined). */
const maybe = (arbitrary: fc.Arbitrary<string>, weight: number) =>
  fc.oneof({ weight, arbitrary }, { weight: 1, arbitrary: fc.constant(undefined) });

/** The parts of a save the class's address reads, drawn so that some saves are genuine games. */
export const fuzzedSaveParts = {
  intent: maybe(
    fc.oneof(
      { weight: 20, arbitrary: fc.constant("save") },
      { weight: 1, arbitrary: fc.constant("start") },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    22,
  ),
  id: idPlan,
  timing: timingFields,
  toBoard: maybe(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("on", "") },
      { weight: 1, arbitrary: fc.constantFrom("true", "1", "off", "ON", " on") },
    ),
    4,
  ),
};

/**
 * Figures a page (or a pupil with the browser's tools) may claim alongside the times, which a class
 * never reads: any of them, with any value.
 */
const claimedFigures = fc.record(
  Object.fromEntries(
    ["score", "accuracy", "success_rate", "compressions", "mean_rate_bpm", "share_in_window", "grade"].map((name) => [
      name,
      fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.double().map(String), fc.string({ maxLength: 8 })),
    ]),
  ),
  { requiredKeys: [] },
);

/** A save as the fuzz draws it. */
export const fuzzedSave: fc.Arbitrary<FuzzedSave> = fc
  .record({ ...fuzzedSaveParts, claimed: claimedFigures })
  .map(({ intent, id, timing, toBoard, claimed }) => ({
    id,
    fields: withoutAbsent({ ...claimed, intent, ...timing, to_board: toBoard }),
  }));

/** The fields that are sent: those drawn as left out are not. */
function withoutAbsent(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The game and issue time that a genuine id carries: `<game id>.<issued at>.<signature>`. */
export function ticketOf(token: string): Ticket {
  const [gameId = "", issuedAt = ""] = token.split(".");
  return { gameId, issuedAt: Number(issuedAt) };
}

/** An id signed with the site's key, issued `ageMs` ago. */
const issuedId = (ageMs: number) => issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - ageMs);

/** The id an id plan makes, and its ticket when it is genuine. */
export async function idOf(
  plan: IdPlan,
  context: { start: () => Promise<string>; earlier: readonly string[] },
): Promise<{ token?: string; ticket: Ticket | null }> {
  const genuine = (token: string) => ({ token, ticket: ticketOf(token) });
  switch (plan.kind) {
    case "issued":
      return genuine(await issuedId(plan.ageMs));
    case "started":
      return genuine(await context.start());
    case "altered": {
      const token = await issuedId(plan.ageMs);
      const at = token.length - 8;
      return { token: `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`, ticket: null };
    }
    case "foreign":
      return { token: await issueGameToken("a key that is not the site's", Date.now() - plan.ageMs), ticket: null };
    case "reused": {
      const earlier = context.earlier[plan.pick % Math.max(context.earlier.length, 1)];
      return genuine(earlier ?? (await issuedId(5 * MINUTE_MS)));
    }
    case "text":
      return { token: plan.text, ticket: null };
    case "absent":
      return { ticket: null };
  }
}
