import type { UIMatch } from "@remix-run/react";

// Whether a page is shown in the site's frame (skip link, header, footer) or alone: a route module
// asks for "bare" in its `handle.frame` (a value, or chosen from its loader's data). A class's
// projector view is projected for a room: a menu and a footer are noise there, and links out of it.

export type PageFrame = "site" | "bare";

interface FrameHandle {
  frame: PageFrame | ((data: unknown) => PageFrame);
}

function isFrameHandle(handle: unknown): handle is FrameHandle {
  return typeof handle === "object" && handle !== null && "frame" in handle;
}

/** The frame of the matched routes: bare when the page (the last match that says) asks for it. */
export function pageFrame(matches: readonly Pick<UIMatch, "handle" | "data">[]): PageFrame {
  let frame: PageFrame = "site";
  for (const { handle, data } of matches) {
    if (!isFrameHandle(handle)) continue;
    frame = typeof handle.frame === "function" ? handle.frame(data) : handle.frame;
  }
  return frame;
}
