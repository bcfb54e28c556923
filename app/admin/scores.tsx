import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { scoresOfWeek, setScoreHidden } from "~/admin/admin-data.server";
import { logAdminEvent, requireOperator } from "~/admin/gate.server";
import { logEvent } from "~/.server/log.server";
import { purgeLeaderboardPages } from "~/.server/page-cache";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { formatWeekStart } from "~/features/leaderboard/leaderboard";
import { adminText } from "~/locales/es-admin";
import {
  adminMeta,
  buttonClass,
  cellClass,
  DoneNotice,
  doneKey,
  useQuery,
  formatStored,
  positiveInt,
  AdminTable,
} from "./admin-ui";
import { WEEK_SCORES_LIMIT, weekOf } from "./weeks";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const week = weekOf(new URL(request.url).searchParams.get("week"), new Date());
  const rows = await scoresOfWeek(context.cloudflare.env, week.start, week.nextStart);
  return { week, rows, limited: rows.length === WEEK_SCORES_LIMIT };
}

/** Hides a score from the public board (or shows it again); the board's cached pages go at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireOperator(context);
  const form = await readSameSiteForm(request);
  const id = positiveInt(form.get("id"), 0);
  const hide = form.get("intent") !== "show";
  const week = weekOf(String(form.get("week") ?? ""), new Date());
  const changed = id > 0 && (await setScoreHidden(context.cloudflare.env, id, hide));
  if (changed) {
    logAdminEvent(context, hide ? "admin score hidden" : "admin score shown", id);
    await purgeLeaderboardPages(new URL(request.url).origin, context.pageFingerprint).catch((error: unknown) =>
      logEvent("warn", { requestId: context.requestId, event: "leaderboard pages not purged", error }),
    );
  }
  const done = changed ? (hide ? "hidden" : "shown") : "missing";
  return redirect(`/admin/scores?week=${week.date}&done=${done}`);
}

export const meta = adminMeta(adminText.nav.scores);

export default function AdminScores() {
  const { week, rows, limited } = useLoaderData<typeof loader>();
  const query = useQuery();
  const text = adminText.scores;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">
        {text.heading} {formatWeekStart(week.start, "es")}
      </h1>
      <nav aria-label={text.weeks} className="flex flex-wrap gap-4 text-sm">
        <Link to={`?week=${week.previousDate}`} className="underline">
          {text.previous}
        </Link>
        {week.isCurrent ? null : (
          <>
            <Link to={`?week=${week.nextDate}`} className="underline">
              {text.next}
            </Link>
            <Link to="/admin/scores" className="underline">
              {text.current}
            </Link>
          </>
        )}
      </nav>
      <DoneNotice done={doneKey(query)} />
      <AdminTable columns={text.columns} empty={rows.length === 0 ? text.none : null}>
        {rows.map((row, index) => (
          <tr key={row.id} className={row.hidden_at ? "bg-slate-100 text-slate-600" : undefined}>
            <td className={cellClass}>{index + 1}</td>
            <td className={`${cellClass} break-all`}>{row.player_name}</td>
            <td className={`${cellClass} tabular-nums`}>{row.score}</td>
            <td className={`${cellClass} tabular-nums`}>{Math.round(row.accuracy)} %</td>
            <td className={`${cellClass} tabular-nums`}>{row.compressions}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatStored(row.created_at)}</td>
            <td className={cellClass}>{row.hidden_at ? text.hidden : text.shown}</td>
            <td className={cellClass}>
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="week" value={week.date} />
                <button
                  type="submit"
                  name="intent"
                  value={row.hidden_at ? "show" : "hide"}
                  className={buttonClass}
                  aria-label={row.hidden_at ? text.showLabel(row.player_name) : text.hideLabel(row.player_name)}
                >
                  {row.hidden_at ? text.show : text.hide}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      {limited ? <p className="text-sm">{text.limit(WEEK_SCORES_LIMIT)}</p> : null}
    </section>
  );
}
