import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DB_DEADLINE_MS } from "~/.server/db/deadline.server";
import { createLoadContext } from "~/.server/load-context";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";
import { contactAction } from "~/features/contact/contact-action.server";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { languages, pageIds, pages, pageSetup } from "~/i18n-routes";
import { genuineGame } from "../worker/genuine-game";
import { callAction, contactCount, failingDb, postForm, siteOrigin, validContact } from "./helpers";

// The site with a database that fails at once, or never answers: every page's loader still gives
// its page, and each action answers 503 with its failure message, keeps what the visitor sent and
// writes nothing.

/** A D1 binding whose every query waits forever. */
const silentDb = (() => {
  const never = () => new Promise<never>(() => undefined);
  const statement = { bind: () => statement, all: never, run: never, first: never, raw: never };
  return { prepare: () => statement, batch: never, exec: never } as unknown as D1Database;
})();

const faults = [
  ["fails", failingDb],
  ["never answers", silentDb],
] as const;

/** What a loader returned: its data, and the headers it asked for when it used data(). */
function loaded(result: unknown): { body: unknown; headers: Headers } {
  const withInit = result as { type?: string; data: unknown; init: ResponseInit | null };
  return withInit?.type === "DataWithResponseInit"
    ? { body: withInit.data, headers: new Headers(withInit.init?.headers) }
    : { body: result, headers: new Headers() };
}

const pageModules = import.meta.glob<{ loader?: (args: LoaderFunctionArgs) => Promise<unknown> }>("/app/pages/*.tsx");

afterEach(() => vi.restoreAllMocks());

describe.each(faults)("with a database that %s", (_, DB) => {
  const broken = { ...env, DB } as Env;

  it("every page of the route table still renders its data", { timeout: 30_000 }, async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loads = pageIds.flatMap((pageId) =>
      languages.map(async (lang) => {
        const module = await pageModules[`/app/${pageSetup[pageId].module}`]?.();
        if (!module?.loader) throw new Error(`No loader for ${pageId}`);
        const request = new Request(`${siteOrigin}${pages[pageId][lang]}`);
        const data = await module.loader({
          request,
          params: {},
          context: createLoadContext(broken, createExecutionContext()),
        });
        return [pageId, lang, loaded(data).body] as const;
      }),
    );
    for (const [pageId, lang, data] of await Promise.all(loads)) {
      expect(data, `${pageId} ${lang}`).toMatchObject({ meta: expect.objectContaining({ pageId }) });
    }
    // The one page that reads the database shows an empty board marked unavailable.
    const firstAiducation = await pageModules["/app/pages/first-aiducation.tsx"]?.();
    const data = await firstAiducation?.loader?.({
      request: new Request(`${siteOrigin}/es/first-aiducation`),
      params: {},
      context: createLoadContext(broken, createExecutionContext()),
    });
    expect(loaded(data).body).toMatchObject({ leaderboard: { entries: [], unavailable: true } });
    // …which is not kept at the edge (page-cache.ts).
    expect(loaded(data).headers.get("Cache-Control")).toBe("no-store");
  });

  it(
    "each action answers 503 with its failure message, keeps the input and writes nothing",
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const comment = "La fase virtual se entiende bien.";
      const started = Date.now();
      const [contact, feedback, score] = await Promise.all([
        callAction(contactAction, postForm("/es/contacto", validContact), broken),
        callAction(feedbackAction, postForm("/es/first-aiducation/resources", { message: comment }), broken),
        callAction(
          gameAction,
          postForm("/es/first-aiducation", {
            intent: "save",
            game_id: await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 60_000),
            player_name: "Anna",
            ...genuineGame,
          }),
          broken,
        ),
      ]);
      // A silent database is given up on after its deadline, not left to the runtime's limits.
      expect(Date.now() - started).toBeLessThan(DB_DEADLINE_MS + 5_000);

      expect(contact.status).toBe(503);
      expect(contact.data).toMatchObject({
        outcome: "failed",
        result: {
          error: { "": ["contact.failure.text"] },
          initialValue: { name: validContact.name, message: validContact.message },
        },
      });
      expect(feedback).toMatchObject({
        status: 503,
        data: { outcome: "failed", error: "feedback.failure", message: comment },
      });
      expect(score.status).toBe(503);
      expect(score.data).toMatchObject({
        result: { error: { "": ["game.save.failed"] }, initialValue: { player_name: "Anna" } },
      });

      // Nothing reached the real database.
      expect(await contactCount()).toBe(0);
      for (const table of ["complaints", "chest_compression_scores"]) {
        expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first("n")).toBe(0);
      }
    },
  );
});
