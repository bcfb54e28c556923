import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { commentsPage, deleteComment } from "~/admin/admin-data.server";
import { logAdminEvent, requireOperator } from "~/admin/gate.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOperator(context);
  const page = positiveInt(new URL(request.url).searchParams.get("page"), 1);
  return commentsPage(context.cloudflare.env, page);
}

/** Deletes one comment (erasure on request, or a comment that should not be kept). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireOperator(context);
  const form = await readSameSiteForm(request);
  const id = positiveInt(form.get("id"), 0);
  const page = positiveInt(form.get("page"), 1);
  const deleted = id > 0 && (await deleteComment(context.cloudflare.env, id));
  if (deleted) logAdminEvent(context, "admin comment deleted", id);
  return redirect(`/admin/comments?page=${page}&done=${deleted ? "deleted" : "missing"}`);
}

export const meta = adminMeta(adminText.comments.heading);

export default function AdminComments() {
  const { rows, page, pages, total } = useLoaderData<typeof loader>();
  const query = useQuery();
  const text = adminText.comments;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold">{text.heading}</h1>
        <a href="/admin/comments.csv" download className="text-sm underline">
          {text.download}
        </a>
      </div>
      <DoneNotice done={doneKey(query)} />
      <AdminTable columns={text.columns} empty={rows.length === 0 ? text.none : null}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatStored(row.created_at)}</td>
            <td className={`${cellClass} break-all`}>{row.page_url}</td>
            <td className={`${cellClass} whitespace-pre-wrap break-words`}>{row.message}</td>
            <td className={cellClass}>
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="page" value={page} />
                <button type="submit" className={buttonClass} aria-label={text.deleteLabel(row.id)}>
                  {text.delete}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} total={total} query={query} />
    </section>
  );
}
