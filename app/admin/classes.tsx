import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { retentionDays } from "@content/privacy";
import { classCountsPerWeek, classesPage } from "~/admin/class-data.server";
import { requireOperator } from "~/admin/gate.server";
import { formatWeekStart } from "~/features/leaderboard/leaderboard";
import { adminText } from "~/locales/es-admin";
import {
  adminMeta,
  AdminTable,
  cellClass,
  DoneNotice,
  doneKey,
  formatStored,
  Pager,
  positiveInt,
  useQuery,
} from "./admin-ui";
import { recentWeeks, weekCounts } from "./class-weeks";

// Classroom sessions for the operators: how many classes were opened and games saved each week,
// and the classes still stored, with counts of their pupils and games but never a pupil's
// nickname or figures (decision 0014: the operators see counts only).

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const env = context.cloudflare.env;
  const page = positiveInt(new URL(request.url).searchParams.get("page"), 1);
  const weeks = recentWeeks(new Date(), retentionDays.classes);
  const [perWeek, list] = await Promise.all([classCountsPerWeek(env, weeks), classesPage(env, page)]);
  return { weeks: weekCounts(weeks, perWeek), ...list };
}

export const meta = adminMeta(adminText.classes.heading);

export default function AdminClasses() {
  const { weeks, rows, page, pages, total } = useLoaderData<typeof loader>();
  const query = useQuery();
  const text = adminText.classes;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <DoneNotice done={doneKey(query)} />
      <h2 className="text-xl font-semibold">{text.weeksHeading}</h2>
      <p className="text-sm">{text.kept(retentionDays.classes)}</p>
      <AdminTable columns={text.weekColumns} empty={null}>
        {weeks.map((week, index) => (
          <tr key={week.date}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {formatWeekStart(week.start, "es")} {index === 0 ? text.thisWeek : null}
            </th>
            <td className={`${cellClass} tabular-nums`}>{week.classes}</td>
            <td className={`${cellClass} tabular-nums`}>{week.games}</td>
          </tr>
        ))}
      </AdminTable>
      <h2 className="text-xl font-semibold">{text.listHeading}</h2>
      <AdminTable columns={text.columns} empty={rows.length === 0 ? text.none : null}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatStored(row.created_at)}</td>
            <td className={`${cellClass} break-words`}>{row.name}</td>
            <td className={`${cellClass} font-mono`}>{row.join_code}</td>
            <td className={cellClass}>{row.closed_at ? text.closed : text.open}</td>
            <td className={`${cellClass} tabular-nums`}>{row.pupils}</td>
            <td className={`${cellClass} tabular-nums`}>{row.games}</td>
            <td className={cellClass}>
              <Link
                to={`/admin/classes/${row.id}`}
                className="underline"
                aria-label={text.viewLabel(row.name, row.join_code)}
              >
                {text.view}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} total={total} query={query} />
    </section>
  );
}
