import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { useTranslation } from "~/lib/translation";
import type { PupilSummary } from "./class-summary";
import { resultsCsvPath } from "./classroom-routes";

// The teacher's screen: the join code in large type, the teacher link once after the class was
// opened, the class's table with a refresh link, and the forms that close and delete the class.

export interface TeacherView {
  name: string;
  bpm: number;
  joinCode: string;
  joinAddress: string;
  closed: boolean;
  expires: string;
  teacherLink: string | null;
  rows: PupilSummary[];
}

const columns = ["nickname", "games", "best", "meanRateBpm", "accuracy", "shareInWindow"] as const;

function ResultsTable({ rows }: { rows: PupilSummary[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-slate-700">{t("classroom.teacher.noPupils")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {t(`classroom.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.nickname} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-2 font-semibold">
                {row.nickname}
              </th>
              {columns.slice(1).map((column) => (
                <td key={column} className="px-2 py-2 tabular-nums">
                  {row[column] ?? "–"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeacherScreen({ view, path }: { view: TeacherView; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-16">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">{view.name}</h1>
        <p className="text-lg text-slate-700">
          {view.closed ? t("classroom.teacher.closed") : t("classroom.teacher.open")} ·{" "}
          {t("classroom.teacher.bpm", { bpm: view.bpm })}
        </p>
        <p className="text-slate-700">{t("classroom.teacher.expires", { date: view.expires })}</p>
      </header>
      {view.teacherLink ? (
        <section
          aria-labelledby="teacher-link"
          className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-6"
        >
          <h2 id="teacher-link" className="text-xl font-bold text-slate-950">
            {t("classroom.teacher.linkHeading")}
          </h2>
          <p className="text-slate-800">{t("classroom.teacher.linkAdvice")}</p>
          <label htmlFor="teacher-link-value" className="font-semibold">
            {t("classroom.teacher.linkLabel")}
          </label>
          <input id="teacher-link-value" readOnly value={view.teacherLink} className={inputClass} />
        </section>
      ) : null}
      <section aria-labelledby="join-code" className="space-y-2 text-center">
        <h2 id="join-code" className="text-xl font-bold text-slate-950">
          {t("classroom.teacher.codeLabel")}
        </h2>
        <p className="font-mono text-6xl font-extrabold tracking-widest text-slate-950 sm:text-8xl">{view.joinCode}</p>
        <p className="break-all text-slate-700">{t("classroom.teacher.joinAt", { address: view.joinAddress })}</p>
      </section>
      <section aria-labelledby="class-results" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="class-results" className="text-2xl font-bold text-slate-950">
            {t("classroom.teacher.resultsHeading")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a href={path} className={buttonClass("outline", "sm")}>
              {t("classroom.teacher.refresh")}
            </a>
            <a href={resultsCsvPath(path)} download className={buttonClass("outline", "sm")}>
              {t("classroom.teacher.csv")}
            </a>
          </div>
        </div>
        <ResultsTable rows={view.rows} />
      </section>
      <section className="grid gap-6 sm:grid-cols-2">
        {view.closed ? null : (
          <Form method="post" reloadDocument className="space-y-2">
            <p className="text-slate-700">{t("classroom.teacher.closeHint")}</p>
            <button type="submit" name="intent" value="close" className={buttonClass("outline")}>
              {t("classroom.teacher.close")}
            </button>
          </Form>
        )}
        <Form method="post" reloadDocument className="space-y-2">
          <p className="text-slate-700">{t("classroom.teacher.deleteHint")}</p>
          <button type="submit" name="intent" value="delete" className={buttonClass("outline")}>
            {t("classroom.teacher.delete")}
          </button>
        </Form>
      </section>
    </div>
  );
}
