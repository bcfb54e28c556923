import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { readClassResults, type ClassResultsJson } from "./class-results-json";
import type { PupilSummary } from "./class-summary";
import { ResultsTable } from "./results-table";
import { useLiveResults, type LiveResults } from "./use-live-results";

// The class's results that keep themselves up to date: an island (`class-results`) on the teacher's
// screen (the whole table, with the teacher's actions on each pupil). Without JavaScript it is the server's table, and the page's refresh link reloads it. With
// it, it reads the results' JSON again every few seconds, says when it last did, and can be paused
// (WCAG 2.2.2). Only a failure is announced: a screen reader hears nothing every few seconds, and
// the table is read when visited.

export interface ClassResultsProps {
  /** The teacher's JSON (…/t/<token>/results.json). */
  source: string;
  rows: PupilSummary[];
  /** When the server read the rows (ms since the epoch). */
  loadedAt: number;
  /** The teacher link's path, which the pupils' actions post to. */
  manage: string;
  /** Every measure, not only the summary. */
  detailed: boolean;
}

/** hh:mm:ss of the moment the screen read the results. */
const clock: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
  // The site's zone, as every other time of a class (the rounds', the games'), whatever the screen's own.
  timeZone: SITE_TIME_ZONE,
};

export function ClassResults({ source, rows, loadedAt, manage, detailed }: ClassResultsProps) {
  const live = useLiveResults<ClassResultsJson>(source, { closed: false, rows }, loadedAt, readClassResults);
  return (
    <LiveFrame live={live}>
      <ResultsTable rows={live.results.rows} manage={manage} detailed={detailed} />
    </LiveFrame>
  );
}

/** The table, then when it was last read and the pause button (WCAG 2.2.2), once hydrated. */
function LiveFrame({ live, children }: { live: LiveResults<{ closed: boolean }>; children: ReactNode }) {
  const { t, lang } = useTranslation();
  const hydrated = useHydrated();
  const time = new Intl.DateTimeFormat(intlLocale[lang], clock).format(live.readAt);
  const said = live.paused
    ? t("classroom.teacher.pausedAt", { time })
    : `${t("classroom.teacher.liveNote")} ${t("classroom.teacher.updatedAt", { time })}`;
  return (
    <div className="space-y-4">
      {children}
      {/* After the table: added when the island hydrates, above it would move the rows under a
          teacher's pointer as the page becomes interactive (a press on "Remove" would miss). */}
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="tabular-nums text-slate-700">{said}</p>
          {live.results.closed ? null : (
            <button type="button" className={buttonClass("outline", "sm")} onClick={() => live.setPaused(!live.paused)}>
              {live.paused ? t("classroom.teacher.resume") : t("classroom.teacher.pause")}
            </button>
          )}
          <p role="status" className="font-semibold text-red-800">
            {live.failed ? t("classroom.teacher.updateFailed") : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}
