import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fixedWording } from "../../content/fixed-wording";
import worker from "../../server";
import { failingDb, siteOrigin } from "../integration/helpers";
import { postForm, siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Every text the site shows word for word (content/fixed-wording.ts) is on its page, through the
// whole Worker: in the page's text, in the strings it sends with an island, or in the page that
// answers its form; the router's fallback in the page that fails while the database is down.

quietConsole();

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The text of a page: its markup, comments and entities gone, its spaces collapsed (island strings included). */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, " ");
}

/** A page asked of the whole Worker (server.ts, the build) while its database refuses every query. */
async function fetchWithoutDatabase(path: string): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch!(
    new Request(`${siteOrigin}${path}`) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: failingDb },
    context,
  );
  await waitOnExecutionContext(context);
  expect(response.status, path).toBe(500);
  return response;
}

const pages = new Map<string, Promise<string>>();

function pageText(path: string, post?: Record<string, string>, whenDatabaseFails?: true): Promise<string> {
  const key = `${post ? "POST " : ""}${whenDatabaseFails ? "FAILING " : ""}${path}`;
  if (!pages.has(key)) {
    const answer = whenDatabaseFails
      ? fetchWithoutDatabase(path)
      : post
        ? postForm(path, post, { Origin: siteOrigin })
        : siteFetch(path);
    pages.set(
      key,
      answer.then(async (response) => textOf(await response.text())),
    );
  }
  return pages.get(key)!;
}

describe("the texts the site shows word for word", () => {
  it.each(fixedWording.map((entry) => [`${entry.lang} ${entry.section}: "${entry.text}"`, entry] as const))(
    "%s",
    async (_, { text, path, post, whenDatabaseFails }) => {
      expect(await pageText(path, post, whenDatabaseFails), `${post ? "after a post to " : ""}${path}`).toContain(text);
    },
  );
});
