import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classRoundApiPath } from "~/lib/api-routes";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../../integration/fuzz/hostile";
import { siteOrigin } from "../../integration/helpers";
import { propertyRuns, runsMade } from "../../properties/runs";
import { joinClass, openClass } from "../class-game-posts";
import { crossedEntries } from "../class-round-posts";
import { teacherPost } from "../class-setup";
import { siteFetch } from "../front-door";

// A pupil's socket to their class's hub (round-hub.server.ts) under hostile messages, through the
// whole Worker: whatever a device sends, in any round's phase, the hub answers below 500 with the
// server's clock or closes a socket that sent no request, and no entry ever ties a pupil to
// another class's round. The requests' own rules are the round address's (class-round-api.test.ts).

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

type Outcome = { reply: { id?: unknown; status?: number; body?: { serverNow?: unknown } } } | { closed: number };

/** Opens the pupil's socket, sends one message and waits for its answer or the socket's close. */
async function sendOnce(cookie: string, message: string): Promise<Outcome> {
  const response = await siteFetch(classRoundApiPath("es"), {
    headers: { Upgrade: "websocket", Origin: siteOrigin, Cookie: cookie },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const outcome = new Promise<Outcome>((resolve) => {
    socket.addEventListener("message", (event) => resolve({ reply: JSON.parse(String(event.data)) as never }));
    socket.addEventListener("close", (event) => resolve({ closed: event.code }));
  });
  socket.send(message);
  const settled = await outcome;
  if (!("closed" in settled)) socket.close(1000);
  return settled;
}

describe("a pupil's socket under hostile messages", () => {
  it(
    "answers below 500 or closes, in every phase of a round, and never crosses classes",
    async () => {
      const mine = await openClass("es", false);
      const theirs = await openClass("es", false);
      const cookie = await joinClass("es", mine.code, "Fuzz Socket");
      for (const opened of [mine, theirs]) {
        expect((await teacherPost(opened.path, { intent: "start-round", round_length: "60" })).status).toBe(303);
      }
      const roundIds = (
        await env.DB.prepare("SELECT id FROM class_rounds WHERE class_id IN (?, ?)")
          .bind(mine.id, theirs.id)
          .all<{ id: number }>()
      ).results.map(({ id }) => String(id));

      const field = fc.oneof(
        { arbitrary: fc.constantFrom(...roundIds), weight: 4 },
        { arbitrary: fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String)), weight: 1 },
      );
      const request = fc.record(
        {
          id: fc.oneof(
            { arbitrary: fc.nat(2 ** 31), weight: 5 },
            { arbitrary: fc.constantFrom(-1, 1.5, 2 ** 40, "7", null), weight: 1 },
          ),
          intent: fc.oneof(
            { arbitrary: fc.constantFrom("read", "enter", "live", "save"), weight: 5 },
            { arbitrary: fc.oneof(fc.string({ maxLength: 6 }), fc.nat()), weight: 1 },
          ),
          round: field,
          rate: fc.oneof(fc.integer({ min: -5, max: 700 }).map(String), fc.string({ maxLength: 4 })),
          presses_at: fc.oneof(
            fc.array(fc.nat(70_000), { maxLength: 200 }).map((times) => times.sort((a, b) => a - b).join(",")),
            fc.string({ maxLength: 20 }),
          ),
          duration_ms: fc.oneof(fc.nat(130_000).map(String), fc.string({ maxLength: 6 })),
        },
        { requiredKeys: ["id", "intent", "round"] },
      );
      const message = fc.oneof(
        { arbitrary: request.map((fields) => JSON.stringify(fields)), weight: 6 },
        { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
        { arbitrary: fc.json({ maxDepth: 2 }), weight: 1 },
        { arbitrary: fc.constant("x".repeat(12_001)), weight: 1 },
      );
      const phases = [
        [8_000, 68_000],
        [-10_000, 50_000],
        [-65_000, -5_000],
      ] as const;
      const outcomes = new Map<string, number>();
      const runs = propertyRuns(120);
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...phases), message, async ([from, to], sent) => {
          tried += 1;
          const now = Date.now();
          await env.DB.prepare("UPDATE class_rounds SET starts_at = ?, ends_at = ? WHERE class_id IN (?, ?)")
            .bind(now + from, now + to, mine.id, theirs.id)
            .run();
          const outcome = await sendOnce(cookie, sent);
          const label = sent.slice(0, 200);
          if ("closed" in outcome) {
            expect(outcome.closed, label).toBe(1008);
            outcomes.set("closed", (outcomes.get("closed") ?? 0) + 1);
          } else {
            expect(outcome.reply.status, label).toBeLessThan(500);
            expect(typeof outcome.reply.body?.serverNow, label).toBe("number");
            const key = String(outcome.reply.status);
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          }
          expect(await crossedEntries(), label).toBe(0);
        }),
        { numRuns: runs },
      );
      expect(tried).toBe(runsMade(runs));
      expect([...outcomes.keys()]).toEqual(expect.arrayContaining(["closed", "200", "400", "409"]));
      vi.restoreAllMocks();
      console.info(`class round socket: ${tried} sent; ${[...outcomes].map(([key, n]) => `${key}×${n}`).join(" ")}`);
    },
    FUZZ_TIMEOUT_MS,
  );
});
