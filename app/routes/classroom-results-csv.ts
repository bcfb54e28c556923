import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { translatorFor } from "~/.server/i18n.server";
import { logEvent } from "~/.server/log.server";
import { classCsvFileName, classResultsCsv } from "~/features/classroom/class-csv";
import { summarizeClass } from "~/features/classroom/class-summary";
import { classOfTeacher, classResults } from "~/features/classroom/classroom.server";
import { privateHeaders } from "~/features/classroom/private-headers";
import { intlLocale } from "~/lib/intl-locale";
import { langFromPath } from "~/lib/paths";
import { messages } from "~/locales/messages";

// The CSV of a class's results, under its teacher link (…/t/<token>/results.csv): the teacher's
// table with column names in the link's language. A wrong token is a 404, as for the link itself.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) {
    logEvent("warn", { requestId: context.requestId, event: "page not found", path: pathname });
    const t = await translatorFor(lang);
    return new Response(t("notFound.title"), {
      status: 404,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { pupils, games } = await classResults(env, stored.id);
  const csv = classResultsCsv(summarizeClass(pupils, games, intlLocale[lang]), messages[lang].classroom.columns);
  return new Response(csv, {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${classCsvFileName(stored.joinCode)}"`,
    },
  });
}
