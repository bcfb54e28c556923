import type { RankedPupil } from "../rounds/ranked-pupil";
import type { RoundLiveView } from "../rounds/round-live";
import { rankingsApart } from "../rounds/round-outcome";
import { PROJECTOR_CODE_ONLY, PROJECTOR_SHOW_PARAM, PROJECTOR_TOP_FEW } from "../teacher/teacher-views";

// What the projector's room sees of the class, at the teacher's choice (`?show=`, teacher-views.ts):
// nobody is ranked low in public. By default the class's figures with no name; `top`, the top few
// of a round as well; `code`, the code alone. The server cuts the round to what is shown before it
// sends it (the page and its round.json), so a name that is not on the screen is not in its data
// either. Pure.

export type ProjectorShow = "figures" | "top" | "code";

/** The top few of each ranking, at most: few enough that a class's top never reaches its middle. */
export const TOP_FEW = 5;

/** The choice in a projector address's query; anything else is the default, the figures with no name. */
export function projectorShow(url: URL): ProjectorShow {
  const show = url.searchParams.get(PROJECTOR_SHOW_PARAM);
  return show === PROJECTOR_CODE_ONLY ? "code" : show === PROJECTOR_TOP_FEW ? "top" : "figures";
}

/**
 * The best of one ranking (best first): TOP_FEW at most, and never more than half of it, so that
 * nobody shown is last, or nearly, even in a small group (one result alone is nobody's top).
 */
export function topFew(ranking: readonly RankedPupil[]): RankedPupil[] {
  return ranking.slice(0, Math.min(TOP_FEW, Math.floor(ranking.length / 2)));
}

/** The round as the projector may show it: no name at all, unless the teacher chose the top few of each ranking. */
export function projectedRound(live: RoundLiveView, show: ProjectorShow): RoundLiveView {
  if (show !== "top") return { ...live, ranking: [] };
  const { taps, depth } = rankingsApart(live.ranking);
  // Nor who started late: that is the teacher's to read (their ranking's mark), not the room's.
  const shown = [...topFew(taps), ...topFew(depth)].map((row) => ({ ...row, lateMs: 0 }));
  return { ...live, ranking: shown };
}
