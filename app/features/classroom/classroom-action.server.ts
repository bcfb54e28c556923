import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isBotPost } from "~/.server/form-stamp.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { createClassAction } from "./create-class-action.server";
import { joinClassAction } from "./join-class-action.server";

// The classroom page's two forms: a teacher opens a class (`intent=create`), a pupil joins one
// (`intent=join`). Both are plain HTML forms, checked here in the same order as the site's others.
export async function classroomAction(args: ActionFunctionArgs) {
  const formData = await readSameSiteForm(args.request);
  // A bot is sent back to the page, as a person is after a form succeeds: nothing is stored.
  if (await isBotPost(formData, args.context.cloudflare.env, Date.now())) {
    return redirect(new URL(args.request.url).pathname, 303);
  }
  return formData.get("intent") === "join" ? joinClassAction(args, formData) : createClassAction(args, formData);
}
