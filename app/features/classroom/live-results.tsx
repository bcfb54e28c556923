import { Island } from "~/islands/island";
import { ClassResults } from "./class-results";
import { topPupils } from "./class-results-json";
import type { PupilSummary } from "./class-summary";
import { resultsJsonPath } from "./classroom-routes";
import { ResultsTable, TopTable } from "./results-table";

interface LiveResultsProps {
  view: { closed: boolean; rows: PupilSummary[]; loadedAt: number };
  /** The teacher link's path, beside which the results' JSON is. */
  path: string;
  /** The projector's top pupils rather than the whole table. */
  top?: boolean;
}

/**
 * The class's results on the teacher's screen and the projector view: live (the `class-results`
 * island) while the class is open and pupils may join and play; once closed they cannot change,
 * and the page shows them as the server read them, with no script.
 */
export function LiveResults({ view, path, top = false }: LiveResultsProps) {
  if (view.closed) return top ? <TopTable top={topPupils(view.rows)} /> : <ResultsTable rows={view.rows} />;
  return (
    <Island
      name="class-results"
      component={ClassResults}
      props={{ source: resultsJsonPath(path), rows: view.rows, loadedAt: view.loadedAt, view: top ? "top" : "table" }}
    />
  );
}
