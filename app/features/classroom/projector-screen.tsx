import { useTranslation } from "~/lib/translation";
import { QrCode } from "./qr-code";
import { WebAddress } from "./web-address";
import { LiveResults } from "./live-results";
import type { TeacherView } from "./teacher-screen";

// The projector view of a class (its teacher link with `?view=projector`): what the class needs to
// see from the back of the room, in large type: the join code, the join address as text and as a
// QR code, and the top scores. No teacher link, no CSV, no close or delete: a projected screen is
// seen by everyone, and may be left alone. The QR code's size follows the screen's height, so that
// the whole view fits a 1280×720 projector under the site's header.

export function ProjectorScreen({ view, path }: { view: TeacherView; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-4 px-4 py-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{view.name}</h1>
        <a href={path} className="font-semibold text-indigo-800 underline underline-offset-4">
          {t("classroom.teacher.backToTeacher")}
        </a>
      </header>
      <div className="grid gap-x-12 gap-y-8 lg:grid-cols-[auto_minmax(0,1fr)]">
        <section aria-labelledby="join-code" className="space-y-3 text-center lg:max-w-md">
          <h2 id="join-code" className="text-2xl font-bold text-slate-950 sm:text-3xl">
            {t("classroom.teacher.codeLabel")}
          </h2>
          <p className="font-mono text-6xl font-extrabold tracking-widest text-slate-950 sm:text-8xl">
            {view.joinCode}
          </p>
          <QrCode svg={view.qrSvg} className="mx-auto w-[min(100%,40vh)] min-w-48" />
          <p className="mx-auto max-w-md text-lg text-slate-800 [overflow-wrap:anywhere] sm:text-xl">
            <WebAddress address={view.joinAddress} />
          </p>
        </section>
        <section aria-labelledby="top-scores" className="space-y-3">
          <h2 id="top-scores" className="text-2xl font-bold text-slate-950 sm:text-3xl">
            {t("classroom.teacher.topHeading")}
          </h2>
          <LiveResults view={view} path={path} top />
        </section>
      </div>
    </div>
  );
}
