import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isBotPost } from "~/.server/form-stamp.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { pupilCookie } from "./classroom-cookies.server";
import { createClassAction } from "./create-class-action.server";
import { joinClassAction } from "./join-class-action.server";

// The classroom page's forms: a teacher opens a class (`intent=create`), a pupil joins one
// (`intent=join`) or leaves it (`intent=leave`). Plain HTML forms, checked here in the same order
// as the site's others.
export async function classroomAction(args: ActionFunctionArgs) {
  const formData = await readSameSiteForm(args.request);
  // Leaving stores nothing: it only forgets this browser's place in a class.
  if (formData.get("intent") === "leave") return leaveClass(args.request);
  // A bot is sent back to the page, as a person is after a form succeeds: nothing is stored.
  if (await isBotPost(formData, args.context.cloudflare.env, Date.now())) {
    return redirect(new URL(args.request.url).pathname, 303);
  }
  return formData.get("intent") === "join" ? joinClassAction(args, formData) : createClassAction(args, formData);
}

/** Back to the classroom page without the pupil's cookie (their games stay with the class). */
async function leaveClass(request: Request) {
  const url = new URL(request.url);
  const cookie = pupilCookie(langFromPath(url.pathname));
  return redirect(url.pathname, { status: 303, headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } });
}
