import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dailyClientKey } from "~/.server/client-hash.server";
import { CLASSES_PER_ADDRESS_PER_DAY } from "~/features/classroom/class-rules";
import { pages } from "~/i18n-routes";
import { enClassroom } from "~/locales/en-classroom";
import { siteOrigin } from "../integration/helpers";
import { postForm } from "./front-door";
import { classRow } from "../integration/class-rows";
import { quietConsole } from "./quiet-console";

// Opening classes from IPv6, through the whole Worker (app/.server/client-address.ts): a home or
// school line is often delegated a /56, 256 networks of /64 that its router hands out, so the limits
// on opening classes count the whole line, whichever of its networks a request comes from.

quietConsole();

/** CLASS_CREATE_RATE_LIMITER's limit in wrangler.toml: classes a minute from one client. */
const CLASSES_PER_MINUTE = 10;

/** An address in the `n`th /64 network of the /56 line `2001:db8:<line>:<hh>00::/56`. */
function inNetwork(line: string, n: number): string {
  return `2001:db8:${line}${n.toString(16).padStart(2, "0")}::${(n + 1).toString(16)}`;
}

/** The statuses of opening `count` classes one after another, the `n`th from `address(n)`. */
async function openingStatuses(count: number, address: (n: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await postForm(
      pages.classroom.en,
      { intent: "create", class_name: `Line ${n}`, bpm: "110" },
      { Origin: siteOrigin, "CF-Connecting-IP": address(n) },
    );
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  return statuses;
}

describe("opening classes from one IPv6 line", () => {
  it("is refused by the minute's limit after as many classes from many /64s of a /56 as from one /64", async () => {
    const expected = [...Array<number>(CLASSES_PER_MINUTE).fill(303), 429, 429];
    // Twelve networks of one line (2001:db8:5601:100::/56): 2001:db8:5601:100::, 101::, … 10b::.
    expect(await openingStatuses(CLASSES_PER_MINUTE + 2, (n) => inNetwork("5601:1", n))).toEqual(expected);
    // Twelve addresses of one network, as before.
    expect(await openingStatuses(CLASSES_PER_MINUTE + 2, (n) => `2001:db8:5602:100::${n + 1}`)).toEqual(expected);
    // The line's last network counts with its first; the lines beside it do not.
    expect(await openingStatuses(1, () => "2001:db8:5601:1ff::1")).toEqual([429]);
    expect(await openingStatuses(1, () => "2001:db8:5601:200::1")).toEqual([303]);
    expect(await openingStatuses(1, () => "2001:db8:5601:ff::1")).toEqual([303]);
  });

  it(`holds the daily cap of ${CLASSES_PER_ADDRESS_PER_DAY} classes for the whole line, whichever network asks`, async () => {
    const first = new Request(siteOrigin, { headers: { "CF-Connecting-IP": inNetwork("5603:1", 0) } });
    const key = await dailyClientKey(env.SCORE_SIGNING_KEY ?? "", "classes", first, Date.now());
    // The line's first network has opened every class of the day.
    await env.DB.batch(
      Array.from({ length: CLASSES_PER_ADDRESS_PER_DAY }, (_, n) =>
        classRow(env.DB, {
          name: "Seed",
          join_code: `L${n.toString(36).toUpperCase().padStart(5, "Z")}`,
          creator_hash: key,
        }),
      ),
    );
    const other = await postForm(
      pages.classroom.en,
      { intent: "create", class_name: "Another network", bpm: "110" },
      { Origin: siteOrigin, "CF-Connecting-IP": inNetwork("5603:1", 0x42) },
    );
    expect(other.status).toBe(429);
    expect(await other.text()).toContain(enClassroom.errors.dailyCap);
    expect(await openingStatuses(1, () => inNetwork("5603:2", 0))).toEqual([303]);
  });
});
