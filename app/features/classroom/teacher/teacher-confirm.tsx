import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import type { PupilSummary } from "../results/class-summary";
import { resultsCsvPath } from "../classroom-routes";
import { PUPIL_PARAM } from "./teacher-views";

// The second step of what cannot be undone: deleting the class, removing a pupil. Each says what
// will be lost, in numbers, with the destructive button and a way back; without JavaScript as with.

interface DeleteView {
  name: string;
  rows: PupilSummary[];
  games: number;
}

export function ConfirmDelete({ view, path }: { view: DeleteView; path: string }) {
  const { t } = useTranslation();
  return (
    <Confirm
      heading={t("classroom.teacher.deleteAsk", { name: view.name })}
      text={t("classroom.teacher.deleteLoses", { pupils: view.rows.length, games: view.games })}
      path={path}
      intent="delete"
      confirm={t("classroom.teacher.deleteConfirm")}
      cancel={t("classroom.teacher.deleteCancel")}
    >
      {/* What goes can be kept first: the results as a file, before the button that deletes them. */}
      {view.games > 0 ? (
        <p className="space-y-2 text-slate-800">
          <span className="block">{t("classroom.teacher.deleteKeepFirst")}</span>
          <a href={resultsCsvPath(path)} download className={buttonClass("outline", "sm")}>
            {t("classroom.teacher.csv")}
          </a>
        </p>
      ) : null}
    </Confirm>
  );
}

export function ConfirmRemove({ view, path }: { view: { removing: PupilSummary | null }; path: string }) {
  const { t } = useTranslation();
  const pupil = view.removing;
  if (!pupil) return null;
  return (
    <Confirm
      heading={t("classroom.teacher.removeAsk", { nickname: pupil.nickname })}
      text={t("classroom.teacher.removeLoses", { games: pupil.games })}
      path={path}
      intent="remove"
      pupil={pupil.id}
      confirm={t("classroom.teacher.removeConfirm")}
      cancel={t("classroom.teacher.removeCancel")}
    />
  );
}

interface ConfirmProps {
  heading: string;
  /** What to do before confirming, between what is lost and the buttons. */
  children?: ReactNode;
  text: string;
  path: string;
  intent: string;
  pupil?: number;
  confirm: string;
  cancel: string;
}

function Confirm({ heading, text, path, intent, pupil, confirm, cancel, children }: ConfirmProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 [overflow-wrap:anywhere] sm:text-4xl">
        {heading}
      </h1>
      <p className="text-lg text-slate-800">{text}</p>
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <Form method="post" action={path} reloadDocument>
          {pupil === undefined ? null : <input type="hidden" name={PUPIL_PARAM} value={pupil} />}
          <button type="submit" name="intent" value={intent} className={buttonClass("danger")}>
            {confirm}
          </button>
        </Form>
        <a href={path} className={buttonClass("outline")}>
          {cancel}
        </a>
      </div>
    </div>
  );
}
