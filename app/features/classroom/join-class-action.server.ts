import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { logEvent } from "~/.server/log.server";
import { clientKey } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { nameKey } from "~/lib/typed-name";
import { joinClassSchema } from "./class-schema.server";
import { formAnswer } from "./classroom-answer.server";
import { pupilCookie, setEverywhere, withCookies } from "./classroom-cookies.server";
import { pupilOfToken } from "./class-pupils.server";
import { generatedNickname } from "./generated-nickname";
import { joinClass, joinProspect, WRONG_CODES_MAX, wrongCodeKey, type JoinOutcome } from "./join-class.server";

// A pupil's join form, posted to the classroom page (its action reads the form once and hands it
// here). Unknown, closed and deleted classes get one answer; each limit its own message. A device
// already in the class is sent back to it rather than joining twice; a class that gives out
// nicknames gives one, unless the teacher let this pupil back in under the one they typed.

type Refusal = { status: number; message: string; field?: "nickname" };

const refusals = {
  "not-open": { status: 400, message: "classroom.notOpen" },
  locked: { status: 409, message: "classroom.errors.classLocked" },
  "too-many-wrong-codes": { status: 429, message: "classroom.errors.codeLimited" },
  "class-full": { status: 409, message: "classroom.errors.classFull" },
  "nickname-taken": { status: 409, message: "classroom.errors.nicknameTaken", field: "nickname" },
} as const satisfies Record<Exclude<JoinOutcome["kind"], "joined">, Refusal>;

/** Tries for a generated nickname when another pupil took the one drawn at the same instant. */
const GENERATED_DRAWS = 3;

export async function joinClassAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const submission = parseWithZod(formData, { schema: joinClassSchema });
  if (submission.status !== "success") return formAnswer("join", submission.reply(), 400);
  const refuse = ({ status, message, field }: Refusal) =>
    formAnswer(
      "join",
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
      status,
      status === 429 ? { "Retry-After": "600" } : {},
    );
  const { env } = context.cloudflare;
  const { code, nickname } = submission.value;
  const now = Date.now();
  try {
    // One device, one pupil: a browser already in this class goes back to it.
    const cookie: unknown = await pupilCookie(lang).parse(request.headers.get("Cookie"));
    const current = typeof cookie === "string" ? await pupilOfToken(env, cookie) : null;
    if (current && current.joinCode === code && !current.closedAt) {
      if (current.removedAt) return refuse({ status: 403, message: "classroom.errors.removed" });
      return redirect(url.pathname, 303);
    }
    const key = await wrongCodeKey(env.SCORE_SIGNING_KEY ?? "", clientKey(request), now);
    const prospect = await joinProspect(env, code, key, now);
    // Over the limit, every code gets the same answer, right or wrong.
    if (prospect.wrongCodes >= WRONG_CODES_MAX) return refuse(refusals["too-many-wrong-codes"]);
    const mode = prospect.open?.nicknameMode;
    if (mode === "typed" && nickname === "") {
      return refuse({ status: 400, message: "classroom.errors.nicknameRequired", field: "nickname" });
    }
    const taken = new Set(prospect.open?.takenKeys ?? []);
    // A typed name in a class that gives them out is only a pupil coming back under their own.
    const returning = mode === "generated" && nickname !== "";
    let outcome: JoinOutcome = { kind: "not-open" };
    for (let draw = 1; draw <= (mode === "generated" && !returning ? GENERATED_DRAWS : 1); draw += 1) {
      const name =
        mode === "generated" && !returning ? generatedNickname(lang, (candidate) => taken.has(candidate)) : nickname;
      if (name === null) return refuse(refusals["class-full"]);
      const attempt = { code, nickname: name, nicknameKey: nameKey(name), clientKey: key, now, rejoinOnly: returning };
      outcome = await joinClass(env, attempt);
      if (outcome.kind !== "nickname-taken") break;
      taken.add(nameKey(name));
    }
    if (outcome.kind === "nickname-taken" && returning) {
      return refuse({ status: 409, message: "classroom.errors.nicknameGiven", field: "nickname" });
    }
    if (outcome.kind !== "joined") return refuse(refusals[outcome.kind]);
    const cookies = await setEverywhere(pupilCookie, outcome.pupilToken, request);
    return redirect(url.pathname, { status: 303, headers: withCookies({}, cookies) });
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "pupil not joined", path: url.pathname, error });
    return formAnswer("join", submission.reply({ formErrors: ["classroom.errors.joinFailure"] }), 503, {
      "Retry-After": "30",
    });
  }
}
