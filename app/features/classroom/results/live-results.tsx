import { ClassResultsIsland } from "./class-results.island";
import type { PupilSummary } from "./class-summary";
import { resultsJsonPath } from "../classroom-routes";
import { ResultsTable } from "./results-table";

interface LiveResultsProps {
  view: { closed: boolean; rows: PupilSummary[]; loadedAt: number; detailed: boolean };
  /** The teacher link's path, beside which the results' JSON is, and to which the pupils' actions post. */
  path: string;
}

/**
 * The class's table on the teacher's screen: live (the `class-results` island) while the class is
 * open and pupils may join and play; once closed it cannot change, and the page shows it as the
 * server read it, with no script.
 */
export function LiveResults({ view, path }: LiveResultsProps) {
  if (view.closed) return <ResultsTable rows={view.rows} manage={path} detailed={view.detailed} />;
  return (
    <ClassResultsIsland
      source={resultsJsonPath(path)}
      rows={view.rows}
      loadedAt={view.loadedAt}
      manage={path}
      detailed={view.detailed}
    />
  );
}
