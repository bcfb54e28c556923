import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { LessonResults } from "../results/lesson-results";
import { RoundPanelIsland } from "../rounds/round-panel.island";
import { resultsCsvPath, roundJsonPath } from "../classroom-routes";
import { CopyLinkIsland } from "./copy-link.island";
import { ClassHeader } from "./class-header";
import { ComebacksCancelled } from "./comebacks-cancelled";
import type { TeacherView } from "./teacher-view";
import { LiveResults } from "../results/live-results";
import {
  CONFIRM_DELETE,
  CONFIRM_PARAM,
  MEASURES_ALL,
  MEASURES_PARAM,
  PUPIL_PARAM,
  REOPEN_UNLOCK_FIELD,
} from "./teacher-views";
import { VerdictLegend } from "../results/verdict-badge";

// The class's screen on the teacher link. First a band with the class, the ways to project it and
// the join code (class-header.tsx); then the table that answers "who needs help?", above the fold
// of a laptop, with the teacher's actions on each pupil; the rounds, the lesson's before and after,
// the class's state (lock, close, reopen); the private link behind a disclosure closed unless
// opened; and apart from all else, deleting the class, which asks first.

export function TeacherScreen({ view, path }: { view: TeacherView; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-4">
      <ClassHeader view={view} />
      {view.comebacksCancelled ? <ComebacksCancelled misses={view.comebacksCancelled.misses} path={path} /> : null}
      <section aria-labelledby="class-results" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="class-results" className="text-2xl font-bold text-slate-950">
            {t("classroom.teacher.resultsHeading")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a
              href={view.detailed ? path : `${path}?${MEASURES_PARAM}=${MEASURES_ALL}`}
              className={buttonClass("outline", "sm")}
            >
              {t(view.detailed ? "classroom.teacher.summaryOnly" : "classroom.teacher.allMeasures")}
            </a>
            <a
              href={view.detailed ? `${path}?${MEASURES_PARAM}=${MEASURES_ALL}` : path}
              className={buttonClass("outline", "sm")}
            >
              {t("classroom.teacher.refresh")}
            </a>
            <a href={resultsCsvPath(path)} download className={buttonClass("outline", "sm")}>
              {t("classroom.teacher.csv")}
            </a>
          </div>
        </div>
        <VerdictLegend />
        <LiveResults view={view} path={path} />
      </section>
      {/* Rounds are for an open class: a closed one runs no live script. */}
      {view.closed ? null : (
        <section aria-labelledby="class-rounds" className="space-y-4">
          <h2 id="class-rounds" className="text-2xl font-bold text-slate-950">
            {t("classroom.round.teacherHeading")}
          </h2>
          <p className="max-w-3xl text-slate-700">{t("classroom.round.teacherIntro")}</p>
          <RoundPanelIsland path={path} source={roundJsonPath(path)} live={view.roundLive} rounds={view.rounds} />
        </section>
      )}
      <RemovedPupils removed={view.removed} path={path} />
      <LessonResults view={view} path={path} />
      <ClassState view={view} />
      <details className="rounded-2xl border border-slate-300 p-4 sm:p-6">
        <summary className="cursor-pointer font-bold text-slate-950">{t("classroom.teacher.linkHeading")}</summary>
        <div className="mt-4 space-y-3">
          <p className="text-slate-800">{t("classroom.teacher.linkAdvice")}</p>
          <CopyLinkIsland link={view.teacherLink} />
        </div>
      </details>
      <section aria-labelledby="delete-class" className="space-y-3 border-t border-slate-200 pt-8">
        <h2 id="delete-class" className="text-xl font-bold text-slate-950">
          {t("classroom.teacher.deleteHeading")}
        </h2>
        <p className="text-slate-700">{t("classroom.teacher.expires", { date: view.expires })}</p>
        <a href={`${path}?${CONFIRM_PARAM}=${CONFIRM_DELETE}`} className={buttonClass("danger-outline")}>
          {t("classroom.teacher.delete")}
        </a>
      </section>
    </div>
  );
}

/**
 * The pupils the teacher removed, each with a button that undoes it, and what a removed pupil can
 * and cannot do: their nickname and device stay out, a new device under a new nickname does not.
 */
function RemovedPupils({ removed, path }: { removed: TeacherView["removed"]; path: string }) {
  const { t } = useTranslation();
  if (removed.length === 0) return null;
  return (
    <section aria-labelledby="removed-pupils" className="space-y-3">
      <h2 id="removed-pupils" className="text-xl font-bold text-slate-950">
        {t("classroom.teacher.removedHeading")}
      </h2>
      <p className="max-w-3xl text-slate-700">{t("classroom.teacher.removedNote")}</p>
      <ul className="space-y-2">
        {removed.map((pupil) => (
          <li key={pupil.id} className="flex flex-wrap items-center gap-3">
            <span className="font-semibold [overflow-wrap:anywhere]">{pupil.nickname}</span>
            <Form method="post" action={path} reloadDocument>
              <input type="hidden" name={PUPIL_PARAM} value={pupil.id} />
              <button type="submit" name="intent" value="undo-removal" className={buttonClass("outline", "sm")}>
                {t("classroom.teacher.undoRemoval")}
                <span className="sr-only"> {pupil.nickname}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Lock or unlock the class to new pupils, close it or reopen it: each a form of one button. */
function ClassState({ view }: { view: TeacherView }) {
  const { t } = useTranslation();
  const change = (intent: string, label: string, hint: string) => (
    <Form method="post" reloadDocument className="space-y-2">
      <p className="text-slate-700">{hint}</p>
      {intent === "reopen" && view.locked ? (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name={REOPEN_UNLOCK_FIELD}
            defaultChecked
            className="mt-0.5 size-6 shrink-0 accent-indigo-700"
          />
          <span>{t("classroom.teacher.reopenUnlock")}</span>
        </label>
      ) : null}
      <button type="submit" name="intent" value={intent} className={buttonClass("outline")}>
        {label}
      </button>
    </Form>
  );
  return (
    <section aria-labelledby="class-state" className="space-y-4">
      <h2 id="class-state" className="text-2xl font-bold text-slate-950">
        {t("classroom.teacher.stateHeading")}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {view.closed
          ? change("reopen", t("classroom.teacher.reopen"), t("classroom.teacher.reopenHint"))
          : view.locked
            ? change("unlock", t("classroom.teacher.unlock"), t("classroom.teacher.unlockHint"))
            : change("lock", t("classroom.teacher.lock"), t("classroom.teacher.lockHint"))}
        {view.closed ? null : change("close", t("classroom.teacher.close"), t("classroom.teacher.closeHint"))}
      </div>
    </section>
  );
}
