import { parseWithZod } from "@conform-to/zod/v4";
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { isBlockedName } from "~/features/compression-game/names/name-filter.server";
import { playerNameError } from "~/features/compression-game/save/player-name";
import { fingerPresses } from "~/features/compression-game/measures/human-presses.testing";
import { classRhythms } from "~/features/classroom/class-rules";
import { pressesTooRegular } from "~/features/compression-game/measures/too-regular";
import { contactFields, projectTypes } from "~/features/contact/contact-rules";
import { languages } from "~/i18n-routes";
import { gameApiPath } from "~/lib/api-routes";
import { contactSchema } from "~/features/contact/contact-schema";
import { feedbackSchema } from "~/features/feedback/feedback-schema";
import { FUZZ_TIMEOUT_MS, silenceLogs } from "../integration/fuzz/hostile";
import { assertHostileRequests, isBotBody, type FormUnderTest } from "./hostile-property";
import { runsMade } from "../properties/runs";
import { HOSTILE_REQUEST_RUNS } from "./hostile-requests";

// The site's three forms as the hostile-request properties see them, on their pages in the three
// languages (and the game's JSON address, which its island posts to), and the test each form's file
// (fuzz/<form>.test.ts) runs: HOSTILE_REQUEST_RUNS requests per form and run, however many pages a
// form has.

const text = (max: number) =>
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: max }).filter((value) => value.trim() === value);

/** Stands for a game id that the Worker signed, issued when the request is sent. */
const signedGame = "(a game id signed when sent)";
/** The game ids issued so: only a save with one of them can be stored. */
const issuedGames = new Set<string>();

/**
 * A genuine game's save, as a person sends it (the game id signed when sent): 30 to 120 presses of
 * a finger (human-presses.testing.ts) at a tempo of its own, and the rhythm the game was set to.
 * The server measures the figures from these times; a page sends none.
 */
const scoreSaves = fc
  .tuple(
    // A name the board accepts: of the shape any name others see must have (lib/name-shape.ts: a
    // letter or a digit at least), and none the word list refuses (their own tests say which).
    text(12).filter((name) => playerNameError(name) === null && !isBlockedName(name)),
    fc
      .record({ seed: fc.nat(), count: fc.integer({ min: 30, max: 120 }), tempo: fc.integer({ min: 80, max: 140 }) })
      .map(({ seed, count, tempo }) => fingerPresses(seed, count, tempo))
      // Now and then (1 in 20,000 of these) a person's game is as even as a script's, and refused
      // (too-regular.ts; the score's fuzz test checks the refusal): no body the board stores.
      .filter((presses) => !pressesTooRegular(presses)),
    fc.constantFrom(...classRhythms),
    fc.nat({ max: 2_000 }),
  )
  .map(([player_name, presses, bpm, after]): [string, string][] => [
    ["intent", "save"],
    ["game_id", signedGame],
    ["player_name", player_name],
    ["bpm", String(bpm)],
    ["presses_at", presses.join(",")],
    ["duration_ms", String(presses.at(-1)! + after)],
  ]);

/** The save's fields, and the figures a page of an older build claimed, which the server reads no more. */
const saveFields = [
  "intent",
  "game_id",
  "player_name",
  "bpm",
  "presses_at",
  "duration_ms",
  "score",
  "accuracy",
  "success_rate",
  "compressions",
];

/** What the game's page and its JSON address share: the table, what may be stored, the signed ids. */
const scoreStore = {
  table: "chest_compression_scores",
  mayStore: (form: FormData) => form.get("intent") === "save" && issuedGames.has(String(form.get("game_id"))),
  async prepare(fields: [string, string][]) {
    // Issued long enough ago for any number of presses (score-check.ts).
    const token = await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000);
    issuedGames.add(token);
    return fields.map(([name, value]): [string, string] => [name, value === signedGame ? token : value]);
  },
};

const forms = {
  contact: {
    paths: ["/es/contacto", "/en/contact", "/ca/contacte", "/es", "/en", "/ca"],
    table: "contacts",
    fields: contactFields,
    personBodies: fc
      .record({
        name: text(40),
        local: fc.stringMatching(/^[a-z0-9]{1,12}$/),
        message: text(200),
        topic: fc.constantFrom(...projectTypes),
      })
      .map(({ name, local, message, topic }): [string, string][] => [
        ["name", name],
        ["email", `${local}@example.com`],
        ["message", message],
        ["project_type", topic],
        ["privacy_consent", "on"],
      ]),
    mayStore: (form) => !isBotBody(form) && parseWithZod(form, { schema: contactSchema }).status === "success",
  },
  feedback: {
    paths: [
      "/es/first-aiducation/resources",
      "/en/first-aiducation/resources?tab=manuals",
      "/es/resources/NeoSalus?step=5",
      "/ca/first-aiducation/recursos",
      "/ca/recursos/NeoSalus?step=5",
    ],
    table: "complaints",
    fields: ["message"],
    personBodies: text(300).map((message): [string, string][] => [["message", message]]),
    // The widget reads the first message sent (feedback-action.server.ts).
    mayStore: (form) => !isBotBody(form) && feedbackSchema.safeParse({ message: form.get("message") ?? "" }).success,
  },
  game: {
    paths: [
      "/es/first-aiducation",
      "/en/first-aiducation",
      "/ca/first-aiducation",
      "/en/portfolio/first-aiducation",
      "/ca/portfolio/first-aiducation",
    ],
    fields: saveFields,
    personBodies: scoreSaves,
    ...scoreStore,
  },
  // The game's JSON address, as the island posts to it: the same requests, with the page's language.
  "game-api": {
    paths: [gameApiPath],
    fields: [...saveFields, "lang"],
    personBodies: scoreSaves.map((fields): [string, string][] => [...fields, ["lang", "ca"]]),
    // Not a page: Remix's `.data` of it is no address (the island reads JSON).
    postableTargets: ["page", "index", "bad-percent-query"],
    ...scoreStore,
    mayStore: (form) => scoreStore.mayStore(form) && languages.some((lang) => lang === form.get("lang")),
  },
} satisfies Record<string, FormUnderTest>;

/** A form's hostile requests; their figures are printed for the run's record. */
export function hostileRequestsTo(form: keyof typeof forms) {
  beforeEach(silenceLogs);
  afterEach(() => vi.restoreAllMocks());

  describe(`hostile requests through the whole Worker to the ${form} form`, () => {
    it(
      "are answered below 500 with the security headers, and store only what the form accepts",
      async () => {
        const { runs, statuses, stored, storedByRefused } = await assertHostileRequests(forms[form]);
        expect(runs).toBe(runsMade(HOSTILE_REQUEST_RUNS));
        expect(storedByRefused).toBe(0);
        // People's bodies in honest requests were among them, and were stored: the property is not vacuous.
        if (runs > 1) expect(stored).toBeGreaterThan(0);
        const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
        vi.restoreAllMocks();
        console.info(
          `hostile requests, ${form}: ${runs} sent, ${serverErrors} 5xx, ${stored} rows stored, ` +
            `${storedByRefused} by refused requests; ${seen.join(" ")}`,
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
