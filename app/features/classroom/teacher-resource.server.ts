import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { translatorFor } from "~/.server/i18n.server";
import { logEvent } from "~/.server/log.server";
import type { Lang } from "~/i18n-routes";
import { intlLocale } from "~/lib/intl-locale";
import { langFromPath } from "~/lib/paths";
import { summarizeClass, type PupilSummary } from "./class-summary";
import { classOfTeacher, classResults, type StoredClass } from "./classroom.server";
import { privateHeaders } from "./private-headers";

// The files beside a teacher link (the results as CSV and as JSON): the class its token opens and
// its table in the link's language, or the same 404 as the link itself, logged with `[token]`.

type Opened =
  { found: true; lang: Lang; stored: StoredClass; rows: PupilSummary[] } | { found: false; answer: Response };

export async function openTeacherResource({ request, context, params }: LoaderFunctionArgs): Promise<Opened> {
  const { env } = context.cloudflare;
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) {
    logEvent("warn", { requestId: context.requestId, event: "page not found", path: pathname });
    const t = await translatorFor(lang);
    const answer = new Response(t("notFound.title"), {
      status: 404,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
    return { found: false, answer };
  }
  const { pupils, games } = await classResults(env, stored.id);
  return { found: true, lang, stored, rows: summarizeClass(pupils, games, intlLocale[lang]) };
}
