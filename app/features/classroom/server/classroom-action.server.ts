import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isBotPost } from "~/.server/form-stamp.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { leaveClass } from "./class-pupils.server";
import { pupilCookie, setEverywhere, withCookies } from "./classroom-cookies.server";
import { createClassAction } from "../teacher/create-class-action.server";
import { deviceClassList, forgetClass } from "../teacher/device-classes.server";
import { joinClassAction } from "../pupil/join-class-action.server";

// The classroom page's forms: a teacher opens a class (`intent=create`) or forgets one of this
// browser's classes (`intent=forget`), a pupil joins one (`intent=join`) or leaves it
// (`intent=leave`). Plain HTML forms, checked here in the same order as the site's others.
export async function classroomAction(args: ActionFunctionArgs) {
  const formData = await readSameSiteForm(args.request);
  const intent = formData.get("intent");
  // Leaving and forgetting store nothing: they only change what this browser keeps.
  if (intent === "leave") return leave(args);
  if (intent === "forget") return forget(args, formData.get("code"));
  // A bot is sent back to the page, as a person is after a form succeeds: nothing is stored.
  if (await isBotPost(formData, args.context.cloudflare.env, Date.now())) {
    return redirect(new URL(args.request.url).pathname, 303);
  }
  return intent === "join" ? joinClassAction(args, formData) : createClassAction(args, formData);
}

/** Back to the classroom page without the pupil's cookie; a row without games goes too. */
async function leave({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const token: unknown = await pupilCookie(langFromPath(url.pathname)).parse(request.headers.get("Cookie"));
  if (typeof token === "string") await leaveClass(context.cloudflare.env, token);
  const cookies = await setEverywhere(pupilCookie, null, request);
  return redirect(url.pathname, { status: 303, headers: withCookies({}, cookies) });
}

/** Removes a class (by its join code) from this browser's lists, both of them; the class itself stays. */
async function forget({ request, context }: ActionFunctionArgs, code: FormDataEntryValue | null) {
  const url = new URL(request.url);
  const classes = await deviceClassList(context.cloudflare.env, request);
  const forgotten = classes.list.find((item) => item.joinCode === code);
  const cookies = forgotten ? await forgetClass(request, classes.kept, forgotten.token) : [];
  return redirect(url.pathname, { status: 303, headers: withCookies({}, cookies) });
}
