import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { dailyClientKey } from "~/.server/client-hash.server";
import { logEvent } from "~/.server/log.server";
import { clientKey } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { createClassSchema } from "../server/class-schema.server";
import { formAnswer } from "../server/classroom-answer.server";
import { justCreatedCookie, setNote, withCookies } from "../server/classroom-cookies.server";
import { createClass } from "../server/classroom.server";
import { teacherPath } from "../classroom-routes";
import { rememberClass } from "./device-classes.server";

// Opening a class from the classroom page: checks cheapest first, nothing stored unless all pass,
// then the teacher is sent to the class's teacher link, which first asks them to keep it (the note
// below), and the class joins this browser's list of classes: for 30 days, or until the browser is
// closed when the teacher says the computer is shared (device-classes.server.ts).

export async function createClassAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { env } = context.cloudflare;
  const submission = parseWithZod(formData, { schema: createClassSchema });
  if (submission.status !== "success") return formAnswer("create", submission.reply(), 400);
  const refused = (message: string, status: number, retryAfter: string) =>
    formAnswer("create", submission.reply({ formErrors: [message] }), status, { "Retry-After": retryAfter });
  const { success: withinLimit } = await env.CLASS_CREATE_RATE_LIMITER.limit({ key: clientKey(request, "line") });
  if (!withinLimit) return refused("classroom.errors.createLimited", 429, "60");
  try {
    const creatorKey = await dailyClientKey(env.SCORE_SIGNING_KEY ?? "", "classes", request, Date.now());
    const outcome = await createClass(env, { ...submission.value, lang, creatorKey });
    if (outcome.kind === "daily-cap") return refused("classroom.errors.dailyCap", 429, "3600");
    const cookies = [
      await setNote(justCreatedCookie(lang), outcome.joinCode, request),
      ...(await rememberClass(request, lang, outcome.token, submission.value.computer)),
    ];
    return redirect(teacherPath(lang, outcome.token), { status: 303, headers: withCookies({}, cookies) });
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "class not created", path: url.pathname, error });
    return refused("classroom.errors.failure", 503, "30");
  }
}
