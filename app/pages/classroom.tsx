import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { classroomAction } from "~/features/classroom/classroom-action.server";
import { justDeletedCookie, pupilCookie, takeNote } from "~/features/classroom/classroom-cookies.server";
import { CreateClassForm } from "~/features/classroom/create-class-form";
import { JoinClassForm } from "~/features/classroom/join-class-form";
import { pupilOfToken } from "~/features/classroom/join-class.server";
import { PupilGame } from "~/features/classroom/pupil-game";
import { LeaveClassForm, PupilStatus, type PupilView } from "~/features/classroom/pupil-status";
import { privateHeaders } from "~/features/classroom/private-headers";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { useTranslation } from "~/lib/translation";
import { routeMeta } from "~/lib/route-meta";
import { handleFromData } from "~/lib/page-scripts";

// The classroom page (/{lang}/first-aiducation/aula, /en/first-aiducation/classroom): what a class
// session is, a pupil's join form (and, once joined, their class) and the form that opens a class.
// A private page (i18n-routes.ts): rendered for each request, never kept or indexed
// (docs/decisions/0014-classroom-sessions.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, lang, meta, strings } = await pageBasics(request, context, "classroom");
  const { noted: deleted, clear } = await takeNote(justDeletedCookie(lang), request, "1");
  const headers = new Headers(privateHeaders);
  if (clear) headers.set("Set-Cookie", clear);
  const pupilToken: unknown = await pupilCookie(lang).parse(request.headers.get("Cookie"));
  const found = typeof pupilToken === "string" ? await pupilOfToken(context.cloudflare.env, pupilToken) : null;
  // The class's and the pupil's ids stay on the server.
  const pupil: PupilView | null = found
    ? { nickname: found.nickname, className: found.className, bpm: found.bpm, closedAt: found.closedAt }
    : null;
  const code = new URL(request.url).searchParams.get(JOIN_CODE_PARAM)?.slice(0, 12) ?? "";
  return data({ pageId, meta, strings, deleted, code, pupil }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  return classroomAction(args);
}

/** The page is never stored, whatever answered (the loader, the action, an error). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const merged = new Headers(privateHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};

type ClassroomData = Awaited<ReturnType<typeof loader>>["data"];

/** A pupil in an open class plays the game (its island); nothing else on the page runs a script. */
export const handle = handleFromData<ClassroomData>(({ pupil }) => ({
  scripts: "none",
  islands: pupil && !pupil.closedAt ? ["compression-game"] : [],
}));
export const meta = routeMeta;

export default function ClassroomPage() {
  const { t } = useTranslation();
  const { deleted, code, pupil } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const steps = [t("classroom.step1"), t("classroom.step2"), t("classroom.step3")];
  if (pupil && !pupil.closedAt) {
    // A pupil in an open class: their class and the game first, the rest of the page is for teachers.
    return (
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        <PageHeading heading={t("pages.classroom.heading")} />
        <PupilStatus pupil={pupil} />
        <PupilGame bpm={pupil.bpm} nickname={pupil.nickname} />
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
        <div className="space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
          {/* A pupil whose class has closed sees so, and may join another straight away. */}
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
