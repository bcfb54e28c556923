import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { QrCode } from "./qr-code";
import type { TeacherView } from "./teacher-view";
import { TOP_FEW } from "../projector/projector-show";
import { PROJECTOR_CODE_ONLY, PROJECTOR_SHOW_PARAM, PROJECTOR_TOP_FEW } from "./teacher-views";
import { WebAddress } from "./web-address";

// The top of the class's screen, in one band, so that the table of who needs help starts above
// the fold of a laptop (1366×768): the class's name and state, the ways to project it, plain links
// that each open the projector as the teacher chose (projector/projector-show.ts): the class's
// figures with no name, the same with a round's best by name, or the code alone (this screen's
// address bar holds the private link, and the hint says so where a teacher looks before
// projecting), and the join code with its address and QR code, whole at 1280×720 for a teacher
// who shows this screen all the same.
export function ClassHeader({ view }: { view: TeacherView }) {
  const { t } = useTranslation();
  const state = view.closed
    ? "classroom.teacher.closed"
    : view.locked
      ? "classroom.teacher.locked"
      : "classroom.teacher.open";
  return (
    <section
      aria-labelledby="join-code"
      className="grid items-center gap-x-8 gap-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl [overflow-wrap:anywhere]">
          {view.name}
        </h1>
        <p className="text-slate-700">
          {t(state)} · {t("classroom.teacher.bpm", { bpm: view.bpm })}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={view.projectorLink} target="_blank" rel="noopener" className={buttonClass("outline", "sm")}>
            {t("classroom.teacher.projector")}
          </a>
          <a
            href={`${view.projectorLink}?${PROJECTOR_SHOW_PARAM}=${PROJECTOR_TOP_FEW}`}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "sm")}
          >
            {t("classroom.projector.openTop", { few: TOP_FEW })}
          </a>
          <a
            href={`${view.projectorLink}?${PROJECTOR_SHOW_PARAM}=${PROJECTOR_CODE_ONLY}`}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "sm")}
          >
            {t("classroom.teacher.projectorCodeOnly")}
          </a>
          {/* The rounds come after the table: one step to them. */}
          {view.closed ? null : (
            <a href="#class-rounds" className={buttonClass("outline", "sm")}>
              {t("classroom.round.teacherHeading")}
            </a>
          )}
        </div>
        <p className="max-w-2xl text-sm text-slate-700">
          {t("classroom.projector.choiceHint")} {t("classroom.teacher.projectHint")}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-4 md:justify-end">
        <div className="space-y-1 text-center">
          <h2 id="join-code" className="text-base font-bold text-slate-950">
            {t("classroom.teacher.codeLabel")}
          </h2>
          <p className="font-mono text-5xl font-extrabold tracking-widest text-slate-950">{view.joinCode}</p>
          <p className="max-w-56 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {t("classroom.teacher.joinAtLabel")} <WebAddress address={view.joinAddress} />
          </p>
        </div>
        <QrCode svg={view.qrSvg} className="w-32 shrink-0 sm:w-36" />
      </div>
    </section>
  );
}
