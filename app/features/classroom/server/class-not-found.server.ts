import { data } from "@remix-run/cloudflare";
import { translatorFor } from "~/.server/i18n.server";
import { logEvent } from "~/.server/log.server";
import { langFromPath } from "~/lib/paths";

/**
 * The answer of a class's link that opens no class (a wrong token, a deleted class): the site's
 * ordinary 404, the same page and status as any unknown address; its path is logged with `[token]`.
 */
export async function classNotFound(request: Request, requestId: string) {
  const { pathname } = new URL(request.url);
  logEvent("warn", { requestId, event: "page not found", path: pathname });
  const t = await translatorFor(langFromPath(pathname));
  return data({ found: false as const, title: t("notFound.title") }, { status: 404 });
}

/** The same 404 for a file beside a class's link (its CSV, its JSON): one line of text, logged alike. */
export async function classFileNotFound(request: Request, requestId: string): Promise<Response> {
  const { pathname } = new URL(request.url);
  logEvent("warn", { requestId, event: "page not found", path: pathname });
  const t = await translatorFor(langFromPath(pathname));
  return new Response(t("notFound.title"), {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
