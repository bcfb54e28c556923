import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { contactsPage } from "~/admin/admin-data.server";
import { requireOperator } from "~/admin/gate.server";
import { adminText } from "~/locales/es-admin";
import {
  adminMeta,
  buttonClass,
  cellClass,
  DoneNotice,
  doneKey,
  useQuery,
  formatStored,
  Pager,
  positiveInt,
  AdminTable,
} from "./admin-ui";

const SEARCH_MAX = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const page = positiveInt(query.get("page"), 1);
  return { search, ...(await contactsPage(context.cloudflare.env, search, page)) };
}

export const meta = adminMeta(adminText.contacts.heading);

export default function AdminContacts() {
  const { search, rows, page, pages, total } = useLoaderData<typeof loader>();
  const query = useQuery();
  const text = adminText.contacts;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <DoneNotice done={doneKey(query)} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm">
            {text.search}
            <input
              type="search"
              name="q"
              defaultValue={search}
              maxLength={SEARCH_MAX}
              className="mt-1 rounded border border-slate-400 px-2 py-1"
            />
          </label>
          <button type="submit" className={buttonClass}>
            {text.searchButton}
          </button>
          {search ? (
            <Link to="/admin/contacts" className="text-sm underline">
              {text.clear}
            </Link>
          ) : null}
        </Form>
        <a href="/admin/contacts.csv" download className="text-sm underline">
          {text.download}
        </a>
      </div>
      <AdminTable columns={text.columns} empty={rows.length === 0 ? (search ? text.noMatch : text.none) : null}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>{formatStored(row.created_at)}</td>
            <td className={cellClass}>{row.name}</td>
            <td className={cellClass}>{row.email}</td>
            <td className={cellClass}>{row.project_type ?? ""}</td>
            <td className={cellClass}>{row.locale}</td>
            <td className={cellClass}>
              <Link to={`/admin/contacts/${row.id}`} className="underline" aria-label={`${text.open}: ${row.name}`}>
                {text.open}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} total={total} query={query} />
    </section>
  );
}
