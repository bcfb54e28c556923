import { weekStartMadrid } from "~/lib/week-start";
import { SITE_TIME_ZONE } from "~/lib/intl-locale";
import { signText } from "./hmac.server";
import { clientKey } from "./request-guards.server";

// What the site keeps of a client address, where it keeps anything (the weekly board's limit of
// places per address): a keyed hash that changes every week. It tells one address's scores from
// another's within a week; it cannot be turned back into the address without the key, nor linked
// to the same address's hash of another week.

/** The keyed hash of `ip` for the week that began at `weekStart` (ISO-8601), 128 bits in base64url. */
export async function weeklyClientHash(secret: string, ip: string, weekStart: string): Promise<string> {
  return (await signText(secret, `client address|${weekStart}|${ip}`)).slice(0, 22);
}

/**
 * The board's key of a request's client address this week (Madrid's weeks, as the board's): a cap
 * on the places one client takes, so an IPv6 client counts by its line (/56), as every cap on
 * creating things does.
 */
export function boardClientKey(secret: string, request: Request, now: number): Promise<string> {
  return weeklyClientHash(secret, clientKey(request, "line"), weekStartMadrid(new Date(now)));
}

const madridDay = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, dateStyle: "short" });

/**
 * The key of a request's client address for one purpose (`label`) for today only (Madrid's day):
 * what a daily cap on creating things counts by (an IPv6 client by its line, /56), with no way to
 * link it to the same address on another day.
 */
export function dailyClientKey(secret: string, label: string, request: Request, now: number): Promise<string> {
  return weeklyClientHash(secret, `${label}|${clientKey(request, "line")}`, madridDay.format(now));
}
