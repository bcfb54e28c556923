import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { Lang } from "~/i18n-routes";
import { logEvent } from "~/.server/log.server";
import { clientKey } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { joinClassSchema, typedNicknameError } from "../server/class-schema.server";
import { formAnswer } from "../server/classroom-answer.server";
import {
  givenNicknameCookie,
  pupilCookie,
  setEverywhere,
  setNote,
  withCookies,
} from "../server/classroom-cookies.server";
import { pupilOfToken } from "../server/class-pupils.server";
import { deviceOf } from "./device-cookie.server";
import { generatedNickname } from "./generated-nickname";
import { comeBack } from "./comeback.server";
import { joinClass, joinProspect, wrongCodeKey, type JoinOutcome } from "./join-class.server";
import type { Joiner } from "./join-statements.server";
import { nicknameKey } from "./nickname-key.server";

// A pupil's join form, posted to the classroom page (its action reads the form once and hands it
// here). Unknown, closed and deleted classes get one answer; each limit its own message. A device
// already in the class is sent back to it rather than joining twice. A pupil who lost their place
// comes back with the one-time code the teacher read out, never by typing their nickname again
// (docs/decisions/0019-classroom-comebacks-and-budgets.md). A class that gives out nicknames gives
// one, whatever was typed in the field.

type Refusal = { status: number; message: string; field?: "nickname" | "comeback_code" };
type JoinRefusal = Exclude<JoinOutcome["kind"], "joined"> | "nickname-required" | "too-many-joins";
/** A new pupil's outcome: joined (with whether a nickname they typed was set aside for one given), or why not. */
type NewPupilOutcome =
  | (JoinOutcome & { typedSetAside?: boolean })
  | { kind: "nickname-required" }
  | { kind: "too-many-joins" }
  | { kind: "nickname-invalid"; message: string };

const refusals = {
  "not-open": { status: 400, message: "classroom.notOpen" },
  locked: { status: 409, message: "classroom.errors.classLocked" },
  "too-many-wrong-codes": { status: 429, message: "classroom.errors.codeLimited" },
  "too-many-joins": { status: 429, message: "classroom.errors.joinsLimited" },
  "class-full": { status: 409, message: "classroom.errors.classFull" },
  "nickname-taken": { status: 409, message: "classroom.errors.nicknameTaken", field: "nickname" },
  "nickname-required": { status: 400, message: "classroom.errors.nicknameRequired", field: "nickname" },
  removed: { status: 403, message: "classroom.errors.removed" },
  "wrong-comeback-code": { status: 400, message: "classroom.errors.comebackCodeWrong", field: "comeback_code" },
} as const satisfies Record<JoinRefusal, Refusal>;

/** Tries for a generated nickname when another pupil took the one drawn at the same instant. */
const GENERATED_DRAWS = 3;

export async function joinClassAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const submission = parseWithZod(formData, { schema: joinClassSchema });
  if (submission.status !== "success") return formAnswer("join", submission.reply(), 400);
  const refuse = ({ status, message, field }: Refusal, cookies: readonly string[]) =>
    formAnswer(
      "join",
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
      status,
      status === 429 ? { "Retry-After": message === refusals["too-many-joins"].message ? "60" : "600" } : {},
      cookies,
    );
  const { env } = context.cloudflare;
  const { code, nickname, comebackCode } = submission.value;
  const now = Date.now();
  try {
    // One device, one pupil: a browser already in this class goes back to it.
    const cookie: unknown = await pupilCookie(lang).parse(request.headers.get("Cookie"));
    const current = typeof cookie === "string" ? await pupilOfToken(env, cookie) : null;
    if (current && current.joinCode === code && !current.closedAt) {
      if (current.removedAt) return refuse(refusals.removed, []);
      return redirect(url.pathname, 303);
    }
    // The device's cookie is set by the first attempt, refused or not: its wrong codes are its own.
    const device = await deviceOf(request, lang);
    const joiner: Joiner = {
      clientKey: await wrongCodeKey(env.SCORE_SIGNING_KEY ?? "", clientKey(request), now),
      deviceHash: device.hash,
      now,
    };
    const outcome: NewPupilOutcome = comebackCode
      ? await comeBack(env, { ...joiner, code, comebackCode })
      : await joinAsNewPupil(env, lang, { code, nickname }, joiner);
    if (outcome.kind === "nickname-invalid") {
      return refuse({ status: 400, message: outcome.message, field: "nickname" }, device.setCookies);
    }
    if (outcome.kind !== "joined") return refuse(refusals[outcome.kind], device.setCookies);
    const cookies = [...device.setCookies, ...(await setEverywhere(pupilCookie, outcome.pupilToken, request))];
    // Told once on the class's page: the nickname typed was set aside for the one the site gave.
    if ("typedSetAside" in outcome && outcome.typedSetAside) {
      cookies.push(await setNote(givenNicknameCookie(lang), "1", request));
    }
    // The answer that sets the pupil's place is the pupil's alone: no cache keeps it.
    return redirect(url.pathname, { status: 303, headers: withCookies({ "Cache-Control": "no-store" }, cookies) });
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "pupil not joined", path: url.pathname, error });
    return formAnswer("join", submission.reply({ formErrors: ["classroom.errors.joinFailure"] }), 503, {
      "Retry-After": "30",
    });
  }
}

/** A pupil new to the class: under the nickname they typed, or one the site gives where the class says so. */
async function joinAsNewPupil(
  env: Env,
  lang: Lang,
  typed: { code: string; nickname: string },
  joiner: Joiner,
): Promise<NewPupilOutcome> {
  const { code, nickname } = typed;
  const prospect = await joinProspect(env, code, joiner);
  // Over its limit, a device gets the same answer for every code, right or wrong.
  if (prospect.deviceLimited) return { kind: "too-many-wrong-codes" };
  if (prospect.open?.deviceRemoved) return { kind: "removed" };
  // An open class's joins are budgeted by device, then by address, a minute at a time, so that one
  // phone cannot fill a class (wrangler.toml; a wrong code has its own counts, join-statements.server.ts).
  if (prospect.open && !(await mayJoinNow(env, code, joiner))) return { kind: "too-many-joins" };
  const mode = prospect.open?.nicknameMode;
  if (mode === "typed") {
    const problem = typedNicknameError(nickname);
    if (problem === "classroom.errors.nicknameRequired") return { kind: "nickname-required" };
    if (problem) return { kind: "nickname-invalid", message: problem };
  }
  const taken = new Set(prospect.open?.takenKeys ?? []);
  // A given nickname is read out and projected to the whole room: in the class's language, not the phone's.
  const nicknameLang = prospect.open?.lang ?? lang;
  let outcome: JoinOutcome = { kind: "not-open" };
  for (let draw = 1; draw <= (mode === "generated" ? GENERATED_DRAWS : 1); draw += 1) {
    const name =
      mode === "generated"
        ? generatedNickname(nicknameLang, (candidate) => taken.has(nicknameKey(candidate)))
        : nickname;
    if (name === null) return { kind: "class-full" };
    outcome = await joinClass(env, { ...joiner, code, nickname: name, nicknameKey: nicknameKey(name) });
    if (outcome.kind !== "nickname-taken") break;
    taken.add(nicknameKey(name));
  }
  return mode === "generated" && nickname !== "" ? { ...outcome, typedSetAside: true } : outcome;
}

/** Whether this device and this address may join the class of `code` now, each under its limit a minute. */
async function mayJoinNow(env: Env, code: string, joiner: Joiner): Promise<boolean> {
  if (!(await env.CLASS_JOIN_DEVICE_RATE_LIMITER.limit({ key: `join ${code} device ${joiner.deviceHash}` })).success) {
    return false;
  }
  return (await env.CLASS_JOIN_ADDRESS_RATE_LIMITER.limit({ key: `join ${code} address ${joiner.clientKey}` })).success;
}
