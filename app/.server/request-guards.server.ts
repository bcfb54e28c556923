import { data } from "@remix-run/cloudflare";
import { langFromPath } from "~/lib/paths";
import { addressKey, type AddressGranularity } from "./client-address";
import { isCrossSitePost } from "./http-boundary";
import { refusedPostPage } from "./refusals.server";

// What each limit counts an IPv6 client by (client-address.ts):
// - its line (/56), every cap on creating things: classes (CLASS_CREATE_RATE_LIMITER, and the daily
//   cap through dailyClientKey), contact messages (CONTACT_RATE_LIMITER), comments
//   (FEEDBACK_RATE_LIMITER), and the places one client takes on the public board a week
//   (boardClientKey, whether the score comes from the public game or from a class);
// - its network (/64), the rest: a school's wrong join codes (join-class-action.server.ts), where
//   one classroom's guesses should not lock out the next; and the public game's starts and saves a
//   minute (GAME_START_RATE_LIMITER, GAME_SAVE_RATE_LIMITER), which guard the load, sized for a class
//   behind one address, while what a client can put on the board is capped by its places a week.

/**
 * The key of the visitor's address as Cloudflare reports it: what every limit counts by, never
 * stored as it is. An IPv6 client by its network (/64), or by its line (/56) for a limit that says so.
 */
export function clientKey(request: Request, granularity: AddressGranularity = "subnet"): string {
  return addressKey(request.headers.get("CF-Connecting-IP") ?? "unknown", granularity);
}

/**
 * The body of a form post from this site. server.ts refuses cross-site posts before any action
 * runs; the same check stands here for any other way in (the development server, a test), with
 * the same page. An unreadable body is answered like an empty form, so that validation gives its
 * usual messages.
 */
export async function readSameSiteForm(request: Request): Promise<FormData> {
  if (isCrossSitePost(request)) {
    throw data(refusedPostPage(langFromPath(new URL(request.url).pathname), 403), { status: 403 });
  }
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
