import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isBotPost } from "~/.server/form-stamp.server";
import { logEvent } from "~/.server/log.server";
import { clientIp, readSameSiteForm } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { createClassSchema } from "./class-schema";
import { justCreatedCookie } from "./classroom-cookies.server";
import { createClass } from "./classroom.server";
import { teacherPath } from "./classroom-routes";

// Opening a class from the classroom page: checks cheapest first, nothing stored unless all pass,
// then the teacher is sent to the class's teacher link, which shows itself once (the cookie below).

export async function createClassAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const formData = await readSameSiteForm(request);
  const { env } = context.cloudflare;
  // A bot is sent back to the page, as a person is after a class is opened: nothing is stored.
  if (await isBotPost(formData, env, Date.now())) return redirect(url.pathname, 303);
  const submission = parseWithZod(formData, { schema: createClassSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), outcome: "invalid" as const }, { status: 400 });
  }
  const { success: withinLimit } = await env.CLASS_CREATE_RATE_LIMITER.limit({ key: clientIp(request) });
  if (!withinLimit) {
    return data(
      {
        result: submission.reply({ formErrors: ["classroom.errors.createLimited"] }),
        outcome: "rate-limited" as const,
      },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  }
  try {
    const { joinCode, token } = await createClass(env, submission.value);
    const secure = url.protocol === "https:";
    return redirect(teacherPath(lang, token), {
      status: 303,
      headers: { "Set-Cookie": await justCreatedCookie(lang).serialize(joinCode, { secure }) },
    });
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "class not created", path: url.pathname, error });
    return data(
      { result: submission.reply({ formErrors: ["classroom.errors.failure"] }), outcome: "failed" as const },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}
