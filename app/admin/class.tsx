import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { classById, deleteClassById } from "~/admin/class-data.server";
import { requireOperator } from "~/admin/gate.server";
import { adminText } from "~/locales/es-admin";
import { adminMeta, formatStored, rowIdParam, RowFacts } from "./admin-ui";
import { eraseRow } from "./erase-action.server";
import { EraseForm } from "./erase-form";

// One class, counts only, and its deletion once the operator confirms it, as a contact's erasure
// (erase-form.tsx).

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const found = await classById(context.cloudflare.env, rowIdParam(params));
  if (!found) throw new Response("Not Found", { status: 404 });
  return { found };
}

/** Deletes the class with its pupils, games and board rows; the log names the row, never the class's name. */
export async function action(args: ActionFunctionArgs) {
  const origin = new URL(args.request.url).origin;
  return eraseRow(args, {
    erase: (env, id) => deleteClassById(env, id, origin, args.context.pageFingerprint),
    event: "admin class deleted",
    unconfirmed: adminText.class.eraseUnconfirmed,
    list: "/admin/classes",
    deleted: "classDeleted",
  });
}

export const meta = adminMeta(adminText.class.heading);

export default function AdminClass() {
  const { found } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const text = adminText.class;
  const fields = text.fields;
  const shown: [string, string][] = [
    [fields.created_at, formatStored(found.created_at)],
    [fields.name, found.name],
    [fields.join_code, found.join_code],
    [fields.status, found.closed_at ? adminText.classes.closed : adminText.classes.open],
    [fields.pupils, String(found.pupils)],
    [fields.games, String(found.games)],
  ];
  return (
    <section className="space-y-6">
      <Link to="/admin/classes" className="text-sm underline">
        {text.back}
      </Link>
      <h1 className="text-2xl font-bold">
        {text.heading} {found.join_code}
      </h1>
      <RowFacts facts={shown} />
      <EraseForm text={text} error={result?.error} />
    </section>
  );
}
