import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENTER_GRACE_MS, SAVE_LATE_MS } from "~/features/classroom/rounds/round-rules";
import { languages, type Lang } from "~/i18n-routes";
import { classRoundApiPath } from "~/lib/api-routes";
import { FUZZ_TIMEOUT_MS, hostileEncoding, hostileFields, rowCount, silenceLogs } from "../../integration/fuzz/hostile";
import { siteOrigin } from "../../integration/helpers";
import { propertyRuns, runsMade } from "../../properties/runs";
import { joinClass, openClass } from "../class-game-posts";
import { crossedEntries } from "../class-round-posts";
import { teacherPost } from "../class-setup";
import { expectOwnLocation, expectSecurityHeaders, siteFetch } from "../front-door";
import { hostileRequest, requestShape } from "../hostile-requests";
import { roundEntryRow } from "../../integration/class-rows";

// A class's round address (class-round-api.server.ts) under hostile requests, through the whole
// Worker: requests of any shape without a pupil, and a pupil's device sending any fields in every
// phase of a round. Never a 5xx, always the security headers, and never a row written for a round
// of another class or by a refused request. The round's own rules are tested in class-rounds.test.ts.

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

const fieldNames = ["intent", "round", "rate", "presses_at", "duration_ms"] as const;

/** Statuses seen, as `status×count`, for the run's record. */
function tally(statuses: Map<number, number>) {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

describe("the class round address under hostile requests", () => {
  it(
    "answers requests of any shape and body without a pupil below 500, and writes nothing",
    async () => {
      const runs = propertyRuns(200);
      const statuses = new Map<number, number>();
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...languages.map((lang) => classRoundApiPath(lang))),
          requestShape,
          hostileFields(fieldNames),
          hostileEncoding,
          async (path, shape, fields, encoding) => {
            tried += 1;
            const before = (await rowCount("class_rounds")) + (await rowCount("class_round_entries"));
            const response = await hostileRequest(path, shape, fields, encoding);
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            expect(response.status, `${shape.method} ${shape.target}`).toBeLessThan(500);
            expectSecurityHeaders(response);
            expectOwnLocation(response, `${shape.method} ${path}`);
            expect((await rowCount("class_rounds")) + (await rowCount("class_round_entries"))).toBe(before);
          },
        ),
        { numRuns: runs },
      );
      expect(tried).toBe(runsMade(runs));
      vi.restoreAllMocks();
      console.info(`class round address without a pupil: ${tried} sent; ${tally(statuses)}`);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers a pupil's device below 500 whatever it sends, in every phase of a round, and writes only its own entry",
    async () => {
      const lang: Lang = "ca";
      const mine = await openClass(lang, false);
      const theirs = await openClass(lang, false);
      const pupil = await joinClass(lang, mine.code, "Fuzz Ronda");
      const stranger = await joinClass(lang, theirs.code, "Fuzz Altra");
      for (const opened of [mine, theirs]) {
        const started = await teacherPost(opened.path, { intent: "start-round", round_length: "120" });
        expect(started.status).toBe(303);
      }
      const roundOf = async (classId: number) =>
        (await env.DB.prepare("SELECT id FROM class_rounds WHERE class_id = ?").bind(classId).first<number>("id")) ?? 0;
      const ownRound = await roundOf(mine.id);
      const otherRound = await roundOf(theirs.id);
      const pupilId = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
        .bind(mine.id)
        .first<number>("id");

      /** Where the two-minute rounds stand: their start and end from now. */
      const length = 120_000;
      const phases = {
        waiting: [8_000, 8_000 + length],
        justStarted: [-ENTER_GRACE_MS / 2, length - ENTER_GRACE_MS / 2],
        running: [-10_000, length - 10_000],
        endedEarly: [-12_000, -2_000],
        calledOff: [-1_000, -1_000],
        ended: [-length - 5_000, -5_000],
        longEnded: [-SAVE_LATE_MS - length - 60_000, -SAVE_LATE_MS - 60_000],
      } as const;
      /** The pupil's entry in their round before the request: none, in it (most often), or saved already. */
      const entries = ["none", "entered", "entered", "saved"] as const;

      const junk = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.double().map(String),
        fc.constantFrom("", "NaN", "1e400", "-0", "0x10", "99999999999", "1,2,,3", " 1"),
      );
      const fieldOf = (sent: fc.Arbitrary<string>) =>
        fc.oneof({ arbitrary: sent, weight: 3 }, { arbitrary: junk, weight: 1 });
      const roundField = fc.constantFrom(String(ownRound), String(ownRound), String(ownRound), String(otherRound));
      const duration = fc.oneof(fc.constant(length), fc.integer({ min: 0, max: 130_000 }));
      /** Presses' times for a round of `durationMs`: within it, or anywhere. */
      const pressesFor = (durationMs: number) =>
        fc.oneof(
          fc.array(fc.integer({ min: 0, max: durationMs }), { maxLength: 300 }),
          fc.array(fc.integer({ min: 0, max: 130_000 }), { maxLength: 300 }),
        );
      /** Around the most presses a two-minute round can hold: one every 100 ms, to its end or its slack's. */
      const densest = fc.tuple(fc.integer({ min: 1_190, max: 1_215 }), fc.boolean()).map(([count, toSlack]) => ({
        times: Array.from({ length: count }, (_, index) => index * 100),
        durationMs: toSlack ? length + 1_000 : (count - 1) * 100,
      }));
      const saveOf = (round: string, times: number[], durationMs: number) => ({
        intent: "save",
        round,
        presses_at: times.sort((a, b) => a - b).join(","),
        duration_ms: String(durationMs),
      });
      /** What a device sends: an entry, a rate, or a save of its presses' times. */
      const deviceBody = fc.oneof(
        fc.record({ intent: fc.constant("enter"), round: roundField }),
        fc.record({
          intent: fc.constant("live"),
          round: roundField,
          rate: fc.integer({ min: 0, max: 600 }).map(String),
        }),
        fc
          .tuple(roundField, duration)
          .chain(([round, durationMs]) => pressesFor(durationMs).map((times) => saveOf(round, times, durationMs))),
        fc.tuple(roundField, densest).map(([round, { times, durationMs }]) => saveOf(round, times, durationMs)),
      );
      /** Any of the fields, each maybe junk or missing. */
      const fuzzedBody = fc.record(
        {
          intent: fieldOf(fc.constantFrom("enter", "live", "save", "start")),
          round: fieldOf(fc.oneof(roundField, fc.constantFrom("0", "2147483648"))),
          rate: fieldOf(fc.integer({ min: -10, max: 700 }).map(String)),
          presses_at: fieldOf(pressesFor(length).map((times) => times.join(","))),
          duration_ms: fieldOf(duration.map(String)),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof({ arbitrary: deviceBody, weight: 2 }, { arbitrary: fuzzedBody, weight: 1 });
      const cookie = fc.oneof(
        { arbitrary: fc.constant(pupil), weight: 4 },
        { arbitrary: fc.constantFrom(stranger, "", "class_pupil=e30%3D"), weight: 1 },
      );
      const method = fc.oneof(
        { arbitrary: fc.constant("POST"), weight: 4 },
        { arbitrary: fc.constantFrom("GET", "HEAD"), weight: 1 },
      );

      const snapshot = async () =>
        (await env.DB.prepare("SELECT * FROM class_round_entries ORDER BY id").all()).results;
      const statuses = new Map<number, number>();
      const runs = propertyRuns(150);
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(
          // A round that has ended, the richest case (a save), twice as often as each other phase.
          fc.constantFrom(...(Object.keys(phases) as (keyof typeof phases)[]), "ended" as const),
          fc.constantFrom(...entries),
          method,
          cookie,
          body,
          async (phase, entry, verb, sentCookie, fields) => {
            tried += 1;
            const now = Date.now();
            const [from, to] = phases[phase];
            await env.DB.batch([
              env.DB.prepare("UPDATE class_rounds SET starts_at = ?, ends_at = ? WHERE id IN (?, ?)").bind(
                now + from,
                now + to,
                ownRound,
                otherRound,
              ),
              env.DB.prepare("DELETE FROM class_round_entries"),
              ...(entry === "none"
                ? []
                : [
                    roundEntryRow(env.DB, {
                      round_id: ownRound,
                      pupil_id: pupilId ?? 0,
                      ...(entry === "saved" ? { compressions: 200, grade: 75, saved_at: now } : {}),
                    }),
                  ]),
            ]);
            const before = await snapshot();
            const headers: Record<string, string> = { Origin: siteOrigin, "CF-Connecting-IP": crypto.randomUUID() };
            if (sentCookie) headers.Cookie = sentCookie;
            const init: RequestInit = { method: verb, headers };
            if (verb === "POST") {
              headers["Content-Type"] = "application/x-www-form-urlencoded";
              init.body = new URLSearchParams(fields);
            }
            const response = await siteFetch(classRoundApiPath(lang), init);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const label = `${verb} ${phase} ${entry} ${JSON.stringify(fields).slice(0, 300)}`;
            expect(response.status, label).toBeLessThan(500);
            expectSecurityHeaders(response);
            expect(response.headers.get("Cache-Control"), label).toBe("no-store");
            if (verb !== "HEAD") {
              const answer = (await response.json()) as { serverNow?: unknown };
              expect(typeof answer.serverNow, label).toBe("number");
            } else await response.arrayBuffer();
            // A refused request writes nothing, and no entry ever ties a pupil to another class's round.
            if (response.status >= 400) expect(await snapshot(), label).toEqual(before);
            expect(await crossedEntries(), label).toBe(0);
          },
        ),
        { numRuns: runs },
      );
      expect(tried).toBe(runsMade(runs));
      // The property met the address's different answers, not only one of them.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 403, 409, 422]));
      vi.restoreAllMocks();
      console.info(`class round address, a pupil's device: ${tried} sent; ${tally(statuses)}`);
    },
    FUZZ_TIMEOUT_MS,
  );
});
