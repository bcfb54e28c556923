import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { dailyCounts } from "~/admin/admin-data.server";
import { requireOperator } from "~/admin/gate.server";
import { adminText } from "~/locales/es-admin";
import { adminMeta } from "./admin-ui";
import { DailyChart } from "./daily-chart";
import { dailySeries, seriesStart } from "./daily-series";

export async function loader({ context }: LoaderFunctionArgs) {
  requireOperator(context);
  const now = new Date();
  const counts = await dailyCounts(context.cloudflare.env, seriesStart(now));
  return { series: dailySeries(counts, now) };
}

export const meta = adminMeta(adminText.nav.overview);

export default function AdminOverview() {
  const { series } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{adminText.overview.heading}</h1>
      <DailyChart series={series} />
    </section>
  );
}
