import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enClassroom } from "~/locales/en-classroom";
import { deviceCookie, joinAs, openClass, rowsOf } from "./class-setup";
import { quietConsole } from "./quiet-console";

// Joining a class is budgeted per class, by device and by address, a minute at a time
// (docs/decisions/0022-classroom-third-safety-pass.md), so that one phone cannot fill a class;
// a classmate behind the same school address still joins. Through the whole Worker.

quietConsole();

/** The limits of wrangler.toml: joins a minute per class from one device, and from one address. */
const DEVICE_JOINS = 4;
const ADDRESS_JOINS = 45;

describe("joining a class, many times from one place", () => {
  it("stops a device that keeps joining under new nicknames, while a classmate at the same address joins", async () => {
    const opened = await openClass({ lang: "en" });
    const school = "203.0.113.40";
    const first = await joinAs("en", opened.code, "Pupil0", { ip: school });
    const device = deviceCookie(first);
    // The answer that sets the pupil's place is kept by no cache.
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const statuses = [first.status];
    for (let index = 1; index < 50; index++) {
      // The device's cookie kept, the place's dropped: each post is a new pupil for the class.
      const answer = await joinAs("en", opened.code, `Pupil${index}`, { ip: school, cookie: device });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers.get("Retry-After")).toBe("60");
        if (statuses.filter((status) => status === 429).length === 1) {
          expect(await answer.text()).toContain(enClassroom.errors.joinsLimited);
        } else await answer.arrayBuffer();
      } else await answer.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(DEVICE_JOINS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - DEVICE_JOINS);
    const classmate = await joinAs("en", opened.code, "Marc Gordillo", { ip: school });
    expect(classmate.status).toBe(303);
    expect(await rowsOf("class_pupils", opened.id)).toBe(DEVICE_JOINS + 1);
  });

  it("stops one address's flood of fresh browsers at its limit, and leaves another class's joins alone", async () => {
    const flooded = await openClass({ lang: "en" });
    const neighbour = await openClass({ lang: "en" });
    const line = "2001:db8:5:6::1";
    const statuses: number[] = [];
    for (let index = 0; index < 50; index++) {
      const answer = await joinAs("en", flooded.code, `Bot${index}`, { ip: line });
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(ADDRESS_JOINS);
    expect(await rowsOf("class_pupils", flooded.id)).toBe(ADDRESS_JOINS);
    // A class of thirty at the same address, in another classroom, joins in full.
    for (let index = 0; index < 30; index++) {
      expect((await joinAs("en", neighbour.code, `Pupil${index}`, { ip: line })).status).toBe(303);
    }
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM class_pupils WHERE class_id = ?")
      .bind(neighbour.id)
      .first<number>("n");
    expect(stored).toBe(30);
  });
});
