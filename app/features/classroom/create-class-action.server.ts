import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { logEvent } from "~/.server/log.server";
import { clientIp } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { createClassSchema } from "./class-schema.server";
import { justCreatedCookie } from "./classroom-cookies.server";
import { createClass } from "./classroom.server";
import { teacherPath } from "./classroom-routes";

// Opening a class from the classroom page: checks cheapest first, nothing stored unless all pass,
// then the teacher is sent to the class's teacher link, which shows itself once (the cookie below).

export async function createClassAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { env } = context.cloudflare;
  const submission = parseWithZod(formData, { schema: createClassSchema });
  if (submission.status !== "success") {
    return data({ form: "create" as const, result: submission.reply() }, { status: 400 });
  }
  const { success: withinLimit } = await env.CLASS_CREATE_RATE_LIMITER.limit({ key: clientIp(request) });
  if (!withinLimit) {
    return data(
      { form: "create" as const, result: submission.reply({ formErrors: ["classroom.errors.createLimited"] }) },
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
      { form: "create" as const, result: submission.reply({ formErrors: ["classroom.errors.failure"] }) },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}
