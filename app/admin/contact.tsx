import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { contactById, deleteContact } from "~/admin/admin-data.server";
import { requireOperator } from "~/admin/gate.server";
import { adminText } from "~/locales/es-admin";
import { adminMeta, formatStored, rowIdParam, RowFacts } from "./admin-ui";
import { eraseRow } from "./erase-action.server";
import { EraseForm } from "./erase-form";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const contact = await contactById(context.cloudflare.env, rowIdParam(params));
  if (!contact) throw new Response("Not Found", { status: 404 });
  return { contact };
}

/** Erasure on a visitor's request: deletes the contact once the operator confirms it. */
export async function action(args: ActionFunctionArgs) {
  return eraseRow(args, {
    erase: deleteContact,
    event: "admin contact deleted",
    unconfirmed: adminText.contact.eraseUnconfirmed,
    list: "/admin/contacts",
    deleted: "deleted",
  });
}

export const meta = adminMeta(adminText.contact.heading);

const fields = adminText.contact.fields;

export default function AdminContact() {
  const { contact } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const text = adminText.contact;
  const shown: [string, string][] = [
    [fields.created_at, formatStored(contact.created_at)],
    [fields.name, contact.name],
    [fields.email, contact.email],
    [fields.phone, contact.phone ?? ""],
    [fields.project_type, contact.project_type ?? ""],
    [fields.locale, contact.locale],
    [fields.marketing_consent, contact.marketing_consent ? text.yes : text.no],
    [fields.consent_version, contact.consent_version],
  ];
  return (
    <section className="space-y-6">
      <Link to="/admin/contacts" className="text-sm underline">
        {text.back}
      </Link>
      <h1 className="text-2xl font-bold">
        {text.heading} {contact.id}
      </h1>
      <RowFacts facts={shown} />
      <div>
        <h2 className="font-medium">{fields.message}</h2>
        <p className="mt-2 whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-3">
          {contact.message}
        </p>
      </div>
      <EraseForm text={text} error={result?.error} />
    </section>
  );
}
