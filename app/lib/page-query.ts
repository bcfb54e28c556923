// The query parameters that the site's pages read, so that each works without JavaScript. The
// edge cache (app/.server/page-cache.ts) keeps a page per address with these only: an address
// with any other parameter (a campaign tag) is rendered for its visitor and not kept.

/** The course's step (`?step=3`), each step a page of its own. */
export const STEP_PARAM = "step";
/** The feedback widget's view (`?feedback=improve`: the comment form), without JavaScript. */
export const FEEDBACK_VIEW_PARAM = "feedback";
/** The resources page's tab (`?tab=manuals`). */
export const TAB_PARAM = "tab";
/** The contact form's preset (`?topic=health`), from the site's call-to-action buttons. */
export const TOPIC_PARAM = "topic";
/** The chosen video of a gallery (`?video=2`). */
export const SELECTED_VIDEO_PARAM = "video";

/**
 * A class's join code (`?code=K7MPQ2`), the join address of the teacher's screen: prefills the
 * classroom page's join form. Not among the parameters below: such an address is rendered for its
 * pupil and never kept, and its canonical address is the classroom page's.
 */
export const JOIN_CODE_PARAM = "code";

export const pageQueryParams: ReadonlySet<string> = new Set([
  STEP_PARAM,
  FEEDBACK_VIEW_PARAM,
  TAB_PARAM,
  TOPIC_PARAM,
  SELECTED_VIDEO_PARAM,
]);
