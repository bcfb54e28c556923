import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireOperator } from "~/admin/gate.server";
import { adminText } from "~/locales/es-admin";
import { DEV_LOGIN_PATH } from "./admin-routes";
import { adminMeta, buttonClass } from "./admin-ui";
import type { ScriptsHandle } from "~/lib/page-scripts";

// The console's frame: who is signed in, the sections, and in development a banner that says the
// login is the local one. Its loader is the console's door for pages: no operator, the site's 404.

export async function loader({ context }: LoaderFunctionArgs) {
  const operator = requireOperator(context);
  return { email: operator.email, development: operator.development };
}

// The console is an application for operators; it keeps its client-side navigation.
export const handle: ScriptsHandle = { scripts: "app" };

export const meta = adminMeta(adminText.title);

const sections = [
  { to: "/admin", label: adminText.nav.overview, end: true },
  { to: "/admin/contacts", label: adminText.nav.contacts, end: false },
  { to: "/admin/comments", label: adminText.nav.comments, end: false },
  { to: "/admin/scores", label: adminText.nav.scores, end: false },
  { to: "/admin/classes", label: adminText.nav.classes, end: false },
];

export default function AdminLayout() {
  const { email, development } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      {development ? (
        <p className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          {adminText.devBanner}
        </p>
      ) : null}
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <p className="text-lg font-semibold">{adminText.brand}</p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            {adminText.signedInAs} <strong>{email}</strong>
          </span>
          {development ? (
            <Form method="post" action={DEV_LOGIN_PATH}>
              <button type="submit" name="intent" value="logout" className={buttonClass}>
                {adminText.signOut}
              </button>
            </Form>
          ) : (
            <a href="/cdn-cgi/access/logout" className="underline">
              {adminText.signOut}
            </a>
          )}
        </div>
      </header>
      <nav aria-label={adminText.nav.label}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className="block rounded px-3 py-2 text-sm underline-offset-4 hover:underline aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
