import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { classroomAction } from "~/features/classroom/server/classroom-action.server";
import {
  givenNicknameCookie,
  justDeletedCookie,
  pupilCookie,
  takeNote,
} from "~/features/classroom/server/classroom-cookies.server";
import { pupilOfToken } from "~/features/classroom/server/class-pupils.server";
import { CreateClassForm } from "~/features/classroom/teacher/create-class-form";
import { DeviceClasses } from "~/features/classroom/teacher/device-classes-list";
import { deviceClassList } from "~/features/classroom/teacher/device-classes.server";
import { JoinClassForm } from "~/features/classroom/pupil/join-class-form";
import { cardOfCode } from "~/features/classroom/pupil/pupil-card.server";
import { PupilCard } from "~/features/classroom/pupil/pupil-card";
import { PupilGame } from "~/features/classroom/pupil/pupil-game";
import { LeaveClassForm, PupilStatus, type PupilView } from "~/features/classroom/pupil/pupil-status";
import { teacherPath } from "~/features/classroom/classroom-routes";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { privateHeaders } from "~/lib/route-delivery";
import type { ScriptsHandle } from "~/lib/page-scripts";
import { routeMeta } from "~/lib/route-meta";
import { useTranslation } from "~/lib/translation";

// The classroom page (/{lang}/first-aiducation/aula, /en/first-aiducation/classroom): what a class
// session is, the form that opens a class and a pupil's join form; by the class's join address
// (?code=), a pupil's card alone (pupil-card.tsx). Public and indexed: a teacher looking for a CPR
// practice tool finds it. It is the same for everyone (rendered once per build) until a visitor's
// own state shows: a pupil's class, a teacher's classes on this browser, a form's answer, a code;
// then it is rendered for them and never stored (docs/decisions/0014, 0015).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, lang, meta, strings } = await pageBasics(request, context, "classroom");
  const { env } = context.cloudflare;
  const { noted: deleted, clear } = await takeNote(justDeletedCookie(lang), request, "1");
  const { noted: given, clear: clearGiven } = await takeNote(givenNicknameCookie(lang), request, "1");
  const pupilToken: unknown = await pupilCookie(lang).parse(request.headers.get("Cookie"));
  const found = typeof pupilToken === "string" ? await pupilOfToken(env, pupilToken) : null;
  // The class's and the pupil's ids stay on the server.
  const pupil: PupilView | null = found
    ? {
        nickname: found.nickname,
        className: found.className,
        bpm: found.bpm,
        closedAt: found.closedAt,
        removed: found.removedAt !== null,
        boardAllowed: found.boardAllowed,
        given,
      }
    : null;
  const device = await deviceClassList(env, request);
  const classes = device.list.map(({ token, ...shown }) => ({ ...shown, link: teacherPath(lang, token) }));
  const code = new URL(request.url).searchParams.get(JOIN_CODE_PARAM)?.slice(0, 12) ?? "";
  // A pupil who came by the join address and is not in an open class sees only the card of its
  // class (or that the code opens none), unless too many wrong codes came from here.
  const inOpenClass = pupil !== null && !pupil.closedAt && !pupil.removed;
  const card = code !== "" && !inOpenClass ? await cardOfCode(request, env, lang, code) : null;
  const personal =
    deleted || clear !== null || clearGiven !== null || pupilToken !== null || device.tokens.length > 0 || code !== "";
  const headers = new Headers(personal ? privateHeaders : {});
  for (const cleared of [clear, clearGiven]) if (cleared) headers.append("Set-Cookie", cleared);
  return data({ pageId, meta, strings, deleted, code, pupil, classes, personal, card }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  return classroomAction(args);
}

/**
 * A page with a visitor's own state, or a form's answer, is never stored: the loader and the
 * classroom's actions say so in their headers (Cache-Control, Retry-After), which the page keeps.
 */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const [name, value] of source) if (name !== "set-cookie") merged.set(name, value);
  }
  return merged;
};

/** A pupil in an open class plays the game (its island); nothing else on the page runs a script. */
export const handle: ScriptsHandle = { scripts: "none" };
export const meta = routeMeta;

export default function ClassroomPage() {
  const { t } = useTranslation();
  const { deleted, code, pupil, classes, card } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (card) {
    return <PupilCard found={card.found} code={code} reply={answer?.form === "join" ? answer.result : undefined} />;
  }
  const steps = [t("classroom.step1"), t("classroom.step2"), t("classroom.step3")];
  if (pupil && !pupil.closedAt && !pupil.removed) {
    // A pupil in an open class: their class (the page's heading) and the game, nothing for teachers.
    return (
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:space-y-10 sm:py-12">
        <PupilStatus pupil={pupil} />
        <PupilGame bpm={pupil.bpm} nickname={pupil.nickname} boardAllowed={pupil.boardAllowed} />
        <LeaveClassForm />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr]">
      <PageHeading heading={t("pages.classroom.heading")} intro={t("pages.classroom.intro")}>
        <section aria-labelledby="classroom-how" className="space-y-3">
          <h2 id="classroom-how" className="text-xl font-bold text-slate-950">
            {t("classroom.howItWorks")}
          </h2>
          <ol className="list-decimal space-y-2 pl-6 text-slate-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-slate-700">{t("classroom.noData")}</p>
        </section>
      </PageHeading>
      <div className="space-y-8">
        {deleted ? (
          <p role="status" className="rounded-md bg-emerald-50 p-3 font-semibold text-emerald-900">
            {t("classroom.teacher.deleted")}
          </p>
        ) : null}
        {classes.length > 0 ? <DeviceClasses classes={classes} /> : null}
        <div className="space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
          {/* A pupil whose class has closed, or who was removed, sees so, and may join another. */}
          {pupil ? <PupilStatus pupil={pupil} /> : null}
          <JoinClassForm reply={answer?.form === "join" ? answer.result : undefined} code={code} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <CreateClassForm reply={answer?.form === "create" ? answer.result : undefined} />
        </div>
      </div>
    </div>
  );
}
