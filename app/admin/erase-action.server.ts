import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { logAdminEvent, requireOperator } from "~/admin/gate.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { rowIdParam } from "./admin-ui";

// The action of a console page that erases one row (a contact, a class) once the operator has
// ticked the confirmation box (erase-form.tsx): the box is checked again here, the log names the
// row's id and never its content, and the list says what happened.

interface Erasure {
  /** Deletes the row; whether there was one. */
  erase: (env: Env, id: number) => Promise<boolean>;
  /** The log's event, e.g. "admin contact deleted". */
  event: string;
  /** What the page says when the box was not ticked. */
  unconfirmed: string;
  /** The list to go back to, and its `done` notes for a deleted and a missing row. */
  list: string;
  deleted: string;
}

export async function eraseRow({ request, params, context }: ActionFunctionArgs, erasure: Erasure) {
  requireOperator(context);
  const id = rowIdParam(params);
  const form = await readSameSiteForm(request);
  if (form.get("confirm") !== "yes") return { error: erasure.unconfirmed };
  const deleted = await erasure.erase(context.cloudflare.env, id);
  if (deleted) logAdminEvent(context, erasure.event, id);
  return redirect(`${erasure.list}?done=${deleted ? erasure.deleted : "missing"}`);
}
