import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { devLoginCookie, devLoginEnabled } from "~/admin/gate.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { adminText } from "~/locales/es-admin";
import { adminMeta, buttonClass } from "./admin-ui";
import type { ScriptsHandle } from "~/lib/page-scripts";

// The development login: on `npm start` there is no Cloudflare Access, so this page lets whoever
// runs the site locally into the console. It exists only when ENVIRONMENT is "development" and
// Access is not configured; anywhere else it is the site's 404.

function requireDevLogin(env: Env) {
  if (!devLoginEnabled(env)) throw new Response("Not Found", { status: 404 });
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireDevLogin(context.cloudflare.env);
  return { development: true };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireDevLogin(context.cloudflare.env);
  const form = await readSameSiteForm(request);
  const signIn = form.get("intent") !== "logout";
  return redirect(signIn ? "/admin" : "/admin/login", { headers: { "Set-Cookie": devLoginCookie(signIn) } });
}

// The console is an application for operators; it keeps its client-side navigation.
export const handle: ScriptsHandle = { scripts: "app" };

export const meta = adminMeta(adminText.login.heading);

export default function AdminLogin() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <p className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {adminText.devBanner}
      </p>
      <h1 className="text-2xl font-bold">{adminText.login.heading}</h1>
      <p>{adminText.login.text}</p>
      <Form method="post">
        <button type="submit" name="intent" value="login" className={buttonClass}>
          {adminText.login.button}
        </button>
      </Form>
    </div>
  );
}
