import { useTranslation } from "~/lib/translation";
import { roundJsonPath } from "../classroom-routes";
import { FullScreenButtonIsland } from "./full-screen-button.island";
import { ProjectorRoundIsland } from "./projector-round.island";
import type { ProjectorShow } from "./projector-show";
import type { RoundLiveView } from "../rounds/round-live";
import { QrCode } from "../teacher/qr-code";
import { PROJECTOR_SHOW_PARAM, PROJECTOR_TOP_FEW } from "../teacher/teacher-views";
import { WebAddress } from "../teacher/web-address";

// The projector link's screen: what the class needs to see from the back of the room, in large
// type, and nothing else: the join code, the join address as a QR code and the short address to
// type (lib/short-addresses.ts), and one results area, the class's rounds (projector-round.tsx):
// the class's figures with no name, the top few only at the teacher's choice (projector-show.ts),
// and the one button that plays the room's beat on this screen. Free games are each pupil's
// practice, for the pupil and the teacher: the room sees rounds only, so no "no game saved yet"
// beside a round's results. No control of the class, no link to the teacher's screen, no site
// header or footer: it is seen by everyone and may be left alone. The QR code's size follows the
// screen's height, so the whole view fits a 1280×720 projector, and it still works at 320 px.

export interface ProjectorView {
  name: string;
  joinCode: string;
  joinAddress: string;
  /** The classroom's short address, to type from the back of the room (lib/short-addresses.ts). */
  shortAddress: string;
  qrSvg: string;
  closed: boolean;
  locked: boolean;
  /** What the teacher chose the room to see (projector-show.ts); the round below is already cut to it. */
  show: ProjectorShow;
  bpm: number;
  roundLive: RoundLiveView;
}

export function ProjectorScreen({ view, path }: { view: ProjectorView; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-4 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{view.name}</h1>
        <FullScreenButtonIsland />
      </div>
      <div className="grid gap-x-12 gap-y-8 lg:grid-cols-[auto_minmax(0,1fr)]">
        <section aria-labelledby="join-code" className="space-y-3 text-center lg:max-w-xl">
          <h2 id="join-code" className="text-2xl font-bold text-slate-950 sm:text-3xl">
            {view.closed || view.locked ? t("classroom.projector.noJoining") : t("classroom.teacher.codeLabel")}
          </h2>
          <p className="font-mono text-6xl font-extrabold tracking-widest text-slate-950 sm:text-8xl">
            {view.joinCode}
          </p>
          <QrCode svg={view.qrSvg} className="mx-auto w-[min(100%,40vh)] min-w-48" />
          {/*
            Without the QR code: a short address to type, in letters read from the back of the room,
            broken only after a slash where there is room (the column is as wide as the address
            needs); on a phone, anywhere rather than past the screen's edge.
          */}
          <p className="text-xl text-slate-800 sm:text-2xl">{t("classroom.projector.typeAddress")}</p>
          <p className="font-mono text-3xl font-extrabold text-slate-950 [overflow-wrap:anywhere] sm:text-5xl sm:[overflow-wrap:normal]">
            <WebAddress address={view.shortAddress} />
          </p>
        </section>
        {/* The code alone: no results area at all, and the loader sent no round's results. */}
        {view.show === "code" ? null : (
          <section aria-labelledby="class-round" className="min-w-0 space-y-3">
            <h2 id="class-round" className="sr-only">
              {t("classroom.round.heading")}
            </h2>
            <ProjectorRoundIsland
              source={
                view.show === "top"
                  ? `${roundJsonPath(path)}?${PROJECTOR_SHOW_PARAM}=${PROJECTOR_TOP_FEW}`
                  : roundJsonPath(path)
              }
              live={view.roundLive}
              bpm={view.bpm}
              top={view.show === "top"}
            />
          </section>
        )}
      </div>
    </div>
  );
}
