import type { PageQuery } from "~/i18n-routes";

// The query parameters that the site's pages read, so that each works without JavaScript. Which
// page reads which is its delivery's `queries` and `personalQueries` (i18n-routes.ts): the edge
// cache keeps a page per address with the first only, and renders any other address (a join code,
// a campaign tag) for its visitor alone.

/** The course's step (`?step=3`), each step a page of its own. */
export const STEP_PARAM = "step" satisfies PageQuery;
/** The feedback widget's view (`?feedback=improve`: the comment form), without JavaScript. */
export const FEEDBACK_VIEW_PARAM = "feedback" satisfies PageQuery;
/** The resources page's tab (`?tab=manuals`). */
export const TAB_PARAM = "tab" satisfies PageQuery;
/** The contact form's preset (`?topic=health`), from the site's call-to-action buttons. */
export const TOPIC_PARAM = "topic" satisfies PageQuery;
/** The chosen video of a gallery (`?video=2`). */
export const SELECTED_VIDEO_PARAM = "video" satisfies PageQuery;

/**
 * A class's join code (`?code=K7MPQ2`), the join address of the teacher's screen: prefills the
 * classroom page's join form. The classroom page's delivery declares it personal: such an address
 * is rendered for its pupil and never kept, and its canonical address is the classroom page's.
 */
export const JOIN_CODE_PARAM = "code" satisfies PageQuery;
