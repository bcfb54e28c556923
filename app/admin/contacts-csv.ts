import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contactsCsvResponse } from "~/admin/admin-csv.server";
import { logAdminEvent, requireOperator } from "~/admin/gate.server";

/** /admin/contacts.csv: every contact, streamed (the same columns and escaping as `npm run contacts:export`). */
export async function loader({ context }: LoaderFunctionArgs) {
  requireOperator(context);
  logAdminEvent(context, "admin contacts exported");
  return contactsCsvResponse(context.cloudflare.env, context.requestId);
}
