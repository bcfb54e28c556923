import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { Island } from "~/islands/island";
import { useTranslation } from "~/lib/translation";
import type { PupilSummary } from "./class-summary";
import { projectorPath, resultsCsvPath } from "./classroom-routes";
import { CopyLink } from "./copy-link";
import { LiveResults } from "./live-results";
import { QrCode } from "./qr-code";

// The teacher's screen: the join code in large type with the join address as text and as a QR
// code, the teacher link once after the class was opened (with a copy button), the class's table
// (live while the class is open) with a refresh link, and the forms that close and delete the class.

export interface TeacherView {
  name: string;
  bpm: number;
  joinCode: string;
  joinAddress: string;
  /** The join address's QR code, an SVG made on the server (qr-code.server.ts). */
  qrSvg: string;
  closed: boolean;
  expires: string;
  teacherLink: string | null;
  rows: PupilSummary[];
  /** When the rows were read (ms since the epoch), for the live table. */
  loadedAt: number;
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
          <Island name="copy-link" component={CopyLink} props={{ link: view.teacherLink }} />
        </section>
      ) : null}
      <section aria-labelledby="join-code" className="grid items-center gap-8 sm:grid-cols-[1fr_auto]">
        <div className="space-y-4 text-center sm:text-left">
          <h2 id="join-code" className="text-xl font-bold text-slate-950">
            {t("classroom.teacher.codeLabel")}
          </h2>
          <p className="font-mono text-6xl font-extrabold tracking-widest text-slate-950 sm:text-8xl">
            {view.joinCode}
          </p>
          <p className="text-lg text-slate-700 [overflow-wrap:anywhere]">
            {t("classroom.teacher.joinAt", { address: view.joinAddress })}
          </p>
          <a href={projectorPath(path)} className={buttonClass("outline")}>
            {t("classroom.teacher.projector")}
          </a>
        </div>
        <QrCode svg={view.qrSvg} className="mx-auto w-56 sm:w-64" />
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
        <LiveResults view={view} path={path} />
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
