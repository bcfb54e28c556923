import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WRONG_CODES_MAX } from "~/features/classroom/pupil/join-class.server";
import { pages } from "~/i18n-routes";
import { enClassroom } from "~/locales/en-classroom";
import { deviceCookie, html, joinAs, openClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The join address's card (a page read: ?code=) through the whole Worker: it names the open class of
// a right code, says that a wrong one opens none and counts it as a join's wrong code, and past the
// device's limit tells nothing of any code, the right one included (docs/decisions/0014).

quietConsole();

const failures = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM class_join_failures").first<number>("n")) ?? 0;

/** The classroom page by the join address, from a device (its cookie) behind an address. */
async function card(code: string, ip: string, cookie = "") {
  const headers: Record<string, string> = { "CF-Connecting-IP": ip };
  if (cookie) headers.Cookie = cookie;
  const response = await siteFetch(`${pages.classroom.en}?code=${code}`, { headers });
  return { status: response.status, text: await response.text() };
}

describe("the join address's card", () => {
  it("names the class of a right code, and counts a wrong one as a join's wrong code", async () => {
    const { code } = await openClass({ lang: "en", name: "3r C" });
    const before = await failures();
    const right = await card(code, "192.0.2.71");
    expect(right.text).toContain("3r C");
    expect(await failures()).toBe(before);
    const wrong = await card("ZZZZZZ", "192.0.2.71");
    expect(wrong.text).toContain(html(enClassroom.notOpen));
    expect(await failures()).toBe(before + 1);
    // What cannot be a code tells nothing and is not counted.
    await card("0OIL1", "192.0.2.71");
    expect(await failures()).toBe(before + 1);
  });

  it("tells nothing of any code once the device has sent too many wrong ones, the right one included", async () => {
    const { code } = await openClass({ lang: "en", name: "3r D" });
    // The device's cookie comes with its first join, refused or not.
    const first = await joinAs("en", "ZZZZZZ", "Pol", { ip: "192.0.2.72" });
    const device = deviceCookie(first);
    await first.arrayBuffer();
    // The device's own limit reached by cards, from addresses of all kinds.
    for (let n = 1; n < WRONG_CODES_MAX - 1; n += 1) {
      expect((await card("ZZZZZY", `2001:db8:7${n}::1`, device)).text).toContain(html(enClassroom.notOpen));
    }
    expect((await card("ZZZZZY", "2001:db8:79::1", device)).text).not.toContain(html(enClassroom.notOpen));
    const limited = await card(code, "192.0.2.73", device);
    expect(limited.status).toBe(200);
    expect(limited.text).not.toContain("3r D");
    expect(limited.text).not.toContain(html(enClassroom.notOpen));
    // Another device behind another address is told as before.
    expect((await card(code, "192.0.2.74")).text).toContain("3r D");
  });
});
