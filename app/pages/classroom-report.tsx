import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { classLinkMeta } from "~/features/classroom/class-link-meta";
import { LessonReport } from "~/features/classroom/results/lesson-report";
import { reportLoader } from "~/features/classroom/results/lesson-report.server";

// A lesson's printable report, beside its class's teacher link (features/classroom/classroom-routes.ts):
// private as the link itself (no-store, noindex, no Referer, which the Worker sets on every answer
// of a private route, server.ts), a wrong token the site's 404. A page
// to print: no site header, menu or footer, and no script; its one form is a GET.
export async function loader(args: LoaderFunctionArgs) {
  return reportLoader(args);
}

type ReportData = ReturnType<typeof useLoaderData<typeof loader>>;

export const handle = {
  scripts: "none",
  // Printed: no site frame on paper (a 404 keeps the site's frame).
  frame: (data: unknown) => ((data as ReportData | undefined)?.found ? "bare" : "site"),
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => classLinkMeta({ data, matches });

export default function ClassroomReportPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) return <NotFound />;
  return <LessonReport view={loaded} />;
}
