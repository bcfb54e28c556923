import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { logEvent } from "~/.server/log.server";
import { clientIp } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { joinClassSchema } from "./class-schema.server";
import { pupilCookie } from "./classroom-cookies.server";
import { joinClass, wrongCodeKey, type JoinOutcome } from "./join-class.server";

// A pupil's join form, posted to the classroom page (its action reads the form once and hands it
// here). Unknown, closed and deleted classes get one answer; each limit its own message.

const refusals = {
  "not-open": { status: 400, message: "classroom.notOpen" },
  "too-many-wrong-codes": { status: 429, message: "classroom.errors.codeLimited" },
  "class-full": { status: 409, message: "classroom.errors.classFull" },
  "nickname-taken": { status: 409, message: "classroom.errors.nicknameTaken" },
} as const satisfies Record<Exclude<JoinOutcome["kind"], "joined">, { status: number; message: string }>;

export async function joinClassAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const submission = parseWithZod(formData, { schema: joinClassSchema });
  if (submission.status !== "success") {
    return data({ form: "join" as const, result: submission.reply() }, { status: 400 });
  }
  const { env } = context.cloudflare;
  const now = Date.now();
  let outcome: JoinOutcome;
  try {
    const clientKey = await wrongCodeKey(env.SCORE_SIGNING_KEY ?? "", clientIp(request), now);
    outcome = await joinClass(env, { ...submission.value, clientKey, now });
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "pupil not joined", path: url.pathname, error });
    return data(
      { form: "join" as const, result: submission.reply({ formErrors: ["classroom.errors.joinFailure"] }) },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
  if (outcome.kind === "joined") {
    const secure = url.protocol === "https:";
    return redirect(url.pathname, {
      status: 303,
      headers: { "Set-Cookie": await pupilCookie(lang).serialize(outcome.pupilToken, { secure }) },
    });
  }
  const refusal = refusals[outcome.kind];
  return data(
    { form: "join" as const, result: submission.reply({ formErrors: [refusal.message] }) },
    { status: refusal.status, headers: refusal.status === 429 ? { "Retry-After": "600" } : undefined },
  );
}
