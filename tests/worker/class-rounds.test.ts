import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { teacherPath } from "~/features/classroom/classroom-routes";
import { ROUND_LEAD_MS, ROUNDS_PER_CLASS_MAX } from "~/features/classroom/rounds/round-rules";
import { pages } from "~/i18n-routes";
import { classRoundApiPath } from "~/lib/api-routes";
import { openClass, teacherPost } from "./class-setup";
import { join, startRound, roundsOf, startedRound, setTimes, roundState, enter, read } from "./class-round-posts";
import { roundRow } from "../integration/class-rows";
import { quietConsole } from "./quiet-console";

// A class's rounds through the whole Worker (docs/decisions/0017-class-rounds.md): the teacher
// starts and ends them from the teacher link; a pupil's device reads the class's round at its JSON
// address (and enters it: class-round-entries.test.ts). The Worker reads the real clock (workerd's
// Date.now() is not the test's to move), so a test puts a round in the phase it needs by writing
// its start and end in D1.

quietConsole();

describe("the teacher's round controls", () => {
  it("start a round of the chosen length and kind, the lead ahead, and go back to the teacher's screen", async () => {
    const opened = await openClass({ lang: "en" });
    const before = Date.now();
    const started = await startRound(opened, { round_length: "60", round_kind: "test", round_metronome: "on" });
    expect(started.status).toBe(303);
    expect(started.headers.get("Location")).toBe(opened.path);
    const [round, ...others] = await roundsOf(opened.id);
    expect(others).toEqual([]);
    // A test round gives no feedback: the metronome box is not for it.
    expect(round).toMatchObject({ kind: "test", length_ms: 60_000, metronome: 0 });
    expect(round!.starts_at).toBeGreaterThanOrEqual(before + ROUND_LEAD_MS);
    expect(round!.starts_at).toBeLessThanOrEqual(Date.now() + ROUND_LEAD_MS);
    expect(round!.ends_at - round!.starts_at).toBe(60_000);
  });

  it("take the metronome for a practice round, and read a length or kind they do not offer as the default", async () => {
    const practice = await openClass({ lang: "ca" });
    expect(await startedRound(practice, { round_length: "120", round_metronome: "on" })).toMatchObject({
      kind: "practice",
      length_ms: 120_000,
      metronome: 1,
    });
    const odd = await openClass({ lang: "es" });
    expect(await startedRound(odd, { round_length: "45", round_kind: "exam" })).toMatchObject({
      kind: "practice",
      length_ms: 120_000,
      metronome: 0,
    });
  });

  it("are the site's 404 without the teacher's token, and start or end no round", async () => {
    const opened = await openClass({ lang: "ca" });
    const wrong = teacherPath("ca", "C".repeat(43));
    for (const intent of ["start-round", "end-round"]) {
      const refused = await teacherPost(wrong, { intent, round_length: "30", round_kind: "practice" });
      expect(refused.status, intent).toBe(404);
      await refused.arrayBuffer();
    }
    expect(await roundsOf(opened.id)).toEqual([]);
    // Nor can a wrong token end a round the teacher started.
    const round = await startedRound(opened);
    const refused = await teacherPost(wrong, { intent: "end-round" });
    expect(refused.status).toBe(404);
    await refused.arrayBuffer();
    expect(await roundsOf(opened.id)).toEqual([round]);
  });

  it("make one round of two presses: no second round starts while one is under way, another once it ended", async () => {
    const opened = await openClass({ lang: "es" });
    const first = await startedRound(opened, { round_length: "30" });
    // Pressed twice, or from two tabs: the second finds the first under way.
    expect((await startRound(opened, { round_length: "120", round_kind: "test" })).status).toBe(303);
    expect(await roundsOf(opened.id)).toEqual([first]);
    // Running now, and still under way.
    const now = Date.now();
    await setTimes(first.id, now - 10_000, now + 20_000);
    expect((await startRound(opened)).status).toBe(303);
    expect(await roundsOf(opened.id)).toHaveLength(1);
    // Once it ended, the next one starts.
    await setTimes(first.id, now - 40_000, now - 10_000);
    expect((await startRound(opened, { round_kind: "test" })).status).toBe(303);
    expect((await roundsOf(opened.id)).map((round) => round.kind)).toEqual(["practice", "test"]);
  });

  it("end a running round now: its end brought forward, its start kept", async () => {
    const opened = await openClass({ lang: "en" });
    const round = await startedRound(opened, { round_length: "120" });
    const now = Date.now();
    await setTimes(round.id, now - 10_000, now + 110_000);
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    const [ended] = await roundsOf(opened.id);
    expect(ended!.starts_at).toBe(now - 10_000);
    expect(ended!.ends_at).toBeGreaterThanOrEqual(now);
    expect(ended!.ends_at).toBeLessThanOrEqual(Date.now());
    // Ending it again changes nothing: it is no longer under way.
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    expect(await roundsOf(opened.id)).toEqual([ended]);
  });

  it("end a round before its start: it never runs, the devices read it as ended, and the next may start at once", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Jana");
    const round = await startedRound(opened);
    expect((await enter("ca", pupil, round.id)).status).toBe(200);
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    const [ended] = await roundsOf(opened.id);
    // Over already on the server's clock, so that no device counts 3-2-1 for a round that will not run.
    const state = await read(await roundState("ca", pupil.cookie));
    expect((state.round as { endsAt: number }).endsAt).toBeLessThanOrEqual(state.serverNow as number);
    expect(ended!.ends_at - ended!.starts_at).toBe(0);
    expect((await startRound(opened, { round_kind: "test" })).status).toBe(303);
    expect((await roundsOf(opened.id)).map((row) => row.kind)).toEqual(["practice", "test"]);
  });

  it("start none in a closed class", async () => {
    const opened = await openClass({ lang: "es" });
    expect((await teacherPost(opened.path, { intent: "close" })).status).toBe(303);
    expect((await startRound(opened)).status).toBe(303);
    expect(await roundsOf(opened.id)).toEqual([]);
  });

  it(`start no more than ${ROUNDS_PER_CLASS_MAX} rounds in a class`, async () => {
    const opened = await openClass({ lang: "en" });
    const now = Date.now();
    // The rounds of a long lesson, all over.
    await env.DB.batch(
      Array.from({ length: ROUNDS_PER_CLASS_MAX - 1 }, (_, index) => {
        const starts_at = now - 3_600_000 + index * 40_000;
        return roundRow(env.DB, { class_id: opened.id, starts_at, ends_at: starts_at + 30_000 });
      }),
    );
    // The last one allowed starts…
    expect((await startRound(opened)).status).toBe(303);
    const rounds = await roundsOf(opened.id);
    expect(rounds).toHaveLength(ROUNDS_PER_CLASS_MAX);
    await setTimes(rounds.at(-1)!.id, now - 40_000, now - 10_000);
    // …and the next is refused, the screen shown again as it was.
    const refused = await startRound(opened);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe(opened.path);
    expect(await roundsOf(opened.id)).toHaveLength(ROUNDS_PER_CLASS_MAX);
  });
});

describe("a pupil's device reading the class's round", () => {
  it("is refused without a pupil's cookie, with a cookie that names no pupil, and after the pupil was removed", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Leo");
    await startedRound(opened);
    const forged = pupil.cookie.replace(/=.*/, `=${btoa(JSON.stringify("not-a-token"))}`);
    expect((await teacherPost(opened.path, { intent: "remove", pupil: String(pupil.id) })).status).toBe(303);
    for (const cookie of [undefined, forged, pupil.cookie]) {
      const refused = await roundState("es", cookie);
      expect(refused.status, cookie).toBe(403);
      expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      const body = await read(refused);
      expect(body).toEqual({ serverNow: expect.any(Number), error: "classroom.game.notJoined" });
      // Nothing of the round to anyone who is not in the class.
      expect(body).not.toHaveProperty("round");
    }
  });

  it("is refused once the class is closed", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Pol");
    expect((await roundState("ca", pupil.cookie)).status).toBe(200);
    await teacherPost(opened.path, { intent: "close" });
    const refused = await roundState("ca", pupil.cookie);
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
  });

  it("is the pupil's own class's latest round, with the server's clock, never cached", async () => {
    const opened = await openClass({ lang: "en" });
    const other = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Ona");
    const none = await roundState("en", pupil.cookie);
    expect(none.status).toBe(200);
    expect(none.headers.get("Cache-Control")).toBe("no-store");
    const before = await read(none);
    expect(before).toEqual({
      serverNow: expect.any(Number),
      round: null,
      entered: false,
      enteredAt: null,
      saved: false,
    });
    expect(Math.abs((before.serverNow as number) - Date.now())).toBeLessThan(5_000);

    const first = await startedRound(opened);
    const now = Date.now();
    await setTimes(first.id, now - 60_000, now - 30_000);
    expect((await startRound(opened, { round_length: "120", round_kind: "test" })).status).toBe(303);
    const latest = (await roundsOf(opened.id)).at(-1)!;
    expect(latest.id).not.toBe(first.id);
    // Another class's round, started later: not this pupil's.
    await startRound(other);
    const state = await read(await roundState("en", pupil.cookie));
    expect(state).toEqual({
      serverNow: expect.any(Number),
      round: {
        id: latest.id,
        kind: "test",
        lengthMs: 120_000,
        metronome: false,
        startsAt: latest.starts_at,
        endsAt: latest.ends_at,
      },
      entered: false,
      enteredAt: null,
      saved: false,
    });
    expect(Math.abs((state.serverNow as number) - Date.now())).toBeLessThan(5_000);
  });

  it("answers in each language at the classroom page's own address", async () => {
    for (const lang of ["ca", "es", "en"] as const) {
      const opened = await openClass({ lang });
      const pupil = await join(opened, lang, `Nil ${lang}`);
      const round = await startedRound(opened);
      expect(classRoundApiPath(lang)).toBe(`${pages.classroom[lang]}/round`);
      expect(((await read(await roundState(lang, pupil.cookie))).round as { id: number }).id).toBe(round.id);
    }
  });
});
