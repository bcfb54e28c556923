import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { adminText } from "~/locales/es-admin";

// Pieces every console page shares: its metadata, the query's numbers, the pager and the notice
// that says what the last action did (the action redirects with `?done=…`, so it works without
// JavaScript and a reload does not repeat it).

/** A console page's metadata: its title, and never indexed (server.ts also sends X-Robots-Tag). */
export function adminMeta(title: string): MetaFunction {
  return () => [{ title: `${title} · ${adminText.brand}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A positive whole number from a query or form value, or `fallback`. */
export function positiveInt(value: FormDataEntryValue | string | null, fallback: number): number {
  const text = typeof value === "string" ? value : "";
  if (!/^[1-9][0-9]{0,8}$/.test(text)) return fallback;
  return Number(text);
}

/** The row id of a console address (`/admin/contacts/:id`, `/admin/classes/:id`); anything else is the console's 404. */
export function rowIdParam(params: { id?: string }): number {
  const id = positiveInt(params.id ?? null, 0);
  if (!id) throw new Response("Not Found", { status: 404 });
  return id;
}

/**
 * The address's query. (Not Remix's useSearchParams: that hook would put its code in the JavaScript
 * every page of the site shares, for the console's sake only.)
 */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}

export type DoneKey = keyof typeof adminText.done;

export function doneKey(search: URLSearchParams): DoneKey | null {
  const done = search.get("done");
  // Own keys only: `in` finds inherited ones too (`?done=__proto__` made the console answer 500).
  return done && Object.hasOwn(adminText.done, done) ? (done as DoneKey) : null;
}

export function DoneNotice({ done }: { done: DoneKey | null }) {
  return (
    <p role="status" className={done ? "rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm" : "sr-only"}>
      {done ? adminText.done[done] : ""}
    </p>
  );
}

/** Links to the previous and next page of a list, keeping the rest of the query. */
export function Pager({
  page,
  pages,
  total,
  query,
}: {
  page: number;
  pages: number;
  total: number;
  query: URLSearchParams;
}) {
  const to = (target: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(target));
    next.delete("done");
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={adminText.pages.label} className="flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className="underline">
          {adminText.pages.previous}
        </Link>
      ) : null}
      <span>{adminText.pages.of(page, pages, total)}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className="underline">
          {adminText.pages.next}
        </Link>
      ) : null}
    </nav>
  );
}

const storedFormat = new Intl.DateTimeFormat(intlLocale.es, {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

/** The date and time of a stored instant, in the site's time zone, for the operators. */
export function formatStored(iso: string): string {
  return storedFormat.format(new Date(iso));
}

export const cellClass = "border-b border-slate-200 px-2 py-2 align-top";

/**
 * A list of the console: `empty` when there are no rows, else a table with these column headings
 * that scrolls sideways on a narrow screen rather than widening the page.
 */
export function AdminTable({
  columns,
  empty,
  children,
}: {
  columns: Record<string, string>;
  empty: string | null;
  children: ReactNode;
}) {
  if (empty) return <p>{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {Object.values(columns).map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
export const buttonClass =
  "rounded border border-slate-400 bg-white px-3 py-1 text-sm hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** One stored row's facts on its console page (a contact, a class): a label and its value each. */
export function RowFacts({ facts }: { facts: readonly [label: string, value: string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
