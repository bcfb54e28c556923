import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commentsCsvResponse } from "~/admin/admin-csv.server";
import { logAdminEvent, requireOperator } from "~/admin/gate.server";

/** /admin/comments.csv: every comment of the feedback widget, streamed. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireOperator(context);
  logAdminEvent(context, "admin comments exported");
  return commentsCsvResponse(context.cloudflare.env, context.requestId);
}
