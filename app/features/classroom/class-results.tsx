import { buttonClass } from "~/components/ui/button-styles";
import { intlLocale } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { topPupils } from "./class-results-json";
import type { PupilSummary } from "./class-summary";
import { ResultsTable, TopTable } from "./results-table";
import { useLiveResults } from "./use-live-results";

// The class's results that keep themselves up to date: an island (`class-results`) on the teacher's
// screen (the whole table) and on the projector view (the top pupils). Without JavaScript it is the
// server's table, and the page's refresh link reloads it. With it, it reads the results' JSON again
// every few seconds, says when it last did, and can be paused (WCAG 2.2.2). Only a failure is
// announced: a screen reader hears nothing every few seconds, and the table is read when visited.

export interface ClassResultsProps {
  /** The results' JSON address (…/t/<token>/results.json). */
  source: string;
  rows: PupilSummary[];
  /** When the server read `rows` (ms since the epoch). */
  loadedAt: number;
  view: "table" | "top";
}

/** hh:mm:ss in the browser's own time zone: the teacher's clock. */
const clock: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false };

export function ClassResults({ source, rows, loadedAt, view }: ClassResultsProps) {
  const { t, lang } = useTranslation();
  const hydrated = useHydrated();
  const live = useLiveResults(source, { closed: false, rows }, loadedAt);
  const time = new Intl.DateTimeFormat(intlLocale[lang], clock).format(live.readAt);
  const shown = live.results.rows;
  return (
    <div className="space-y-4">
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="tabular-nums text-slate-700">
            {live.paused
              ? t("classroom.teacher.pausedAt", { time })
              : view === "top"
                ? t("classroom.teacher.updatedAt", { time })
                : `${t("classroom.teacher.liveNote")} ${t("classroom.teacher.updatedAt", { time })}`}
          </p>
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
      {view === "top" ? <TopTable top={topPupils(shown)} /> : <ResultsTable rows={shown} />}
    </div>
  );
}
