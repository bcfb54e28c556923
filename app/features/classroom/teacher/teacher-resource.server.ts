import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Lang } from "~/i18n-routes";
import { intlLocale } from "~/lib/intl-locale";
import { langFromPath } from "~/lib/paths";
import { classFileNotFound } from "../server/class-not-found.server";
import type { Attempt } from "../attempts/attempt";
import { summarizeClass, type PupilSummary } from "../results/class-summary";
import { classOfTeacher, type StoredClass } from "../server/classroom.server";
import { classResults } from "../results/class-table.server";

// The files beside a teacher link (the results as CSV and as JSON): the class its token opens and
// its table in the link's language, or the same 404 as the link itself, logged with `[token]`.

type Opened =
  | { found: true; lang: Lang; stored: StoredClass; rows: PupilSummary[]; attempts: Attempt[] }
  | { found: false; answer: Response };

export async function openTeacherResource({ request, context, params }: LoaderFunctionArgs): Promise<Opened> {
  const { env } = context.cloudflare;
  const lang = langFromPath(new URL(request.url).pathname);
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) return { found: false, answer: await classFileNotFound(request, context.requestId) };
  const { pupils, attempts } = await classResults(env, stored.id);
  return { found: true, lang, stored, rows: summarizeClass(pupils, attempts, intlLocale[lang]), attempts };
}
