import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ENTER_GRACE_MS } from "~/features/classroom/rounds/round-rules";
import { openClass, teacherPost } from "./class-setup";
import {
  join,
  startedRound,
  setTimes,
  entriesOf,
  roundState,
  roundPost,
  enter,
  read,
  joinedAt,
} from "./class-round-posts";
import { quietConsole } from "./quiet-console";

// A pupil's device entering a class's round through the whole Worker (docs/decisions/0017-class-rounds.md):
// who is in it, and since when by the server's clock, which a late pupil's round counts from. The
// Worker reads the real clock, so a test puts a round in the phase it needs by writing its start
// and end in D1.

quietConsole();

describe("entering a round", () => {
  it("puts the pupil in it before its start, once however often the device asks", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Martí");
    const round = await startedRound(opened);
    const entered = await enter("ca", pupil, round.id);
    expect(entered.status).toBe(200);
    expect(entered.headers.get("Cache-Control")).toBe("no-store");
    const answer = await read(entered);
    // With the time the server noted the entry at: a late pupil's round counts from it.
    expect(answer).toEqual({ serverNow: expect.any(Number), entered: true, enteredAt: expect.any(Number) });
    expect(Math.abs((answer.enteredAt as number) - Date.now())).toBeLessThan(5_000);
    // A retry of a lost answer: the entry's time is the first's.
    const again = await enter("ca", pupil, round.id);
    expect([again.status, (await read(again)).enteredAt]).toEqual([200, answer.enteredAt]);
    expect(await entriesOf(round.id)).toMatchObject([{ entered_at: answer.enteredAt }]);
    const state = { entered: true, enteredAt: answer.enteredAt, saved: false };
    expect(await read(await roundState("ca", pupil.cookie))).toMatchObject(state);
  });

  it("counts every pupil who was in the class at its start, however late their device heard, and not one who joined after", async () => {
    const opened = await openClass({ lang: "es" });
    const onTime = await join(opened, "es", "Abril");
    const heardLate = await join(opened, "es", "Bruna");
    const joinedLate = await join(opened, "es", "Tardà");
    const round = await startedRound(opened);
    const now = Date.now();
    // Started 20 s ago; Tardà joined the class 5 s after its start, the others a minute before.
    await setTimes(round.id, now - 20_000, now + 10_000);
    await env.DB.batch([
      joinedAt(joinedLate.id, now - 15_000),
      joinedAt(onTime.id, now - 6e4),
      joinedAt(heardLate.id, now - 6e4),
    ]);
    expect((await enter("es", onTime, round.id)).status).toBe(200);
    expect((await enter("es", heardLate, round.id)).status).toBe(200);
    const refused = await enter("es", joinedLate, round.id);
    expect(refused.status).toBe(409);
    expect(await read(refused)).toEqual({ serverNow: expect.any(Number), entered: false, enteredAt: null });
    // Within the grace after the start, a pupil who joined a moment before it is in.
    await setTimes(round.id, now - ENTER_GRACE_MS / 2, now + 30_000);
    expect((await enter("es", joinedLate, round.id)).status).toBe(200);
    expect((await entriesOf(round.id)).map((entry) => entry.pupil_id).sort((a, b) => a - b)).toEqual(
      [onTime.id, heardLate.id, joinedLate.id].sort((a, b) => a - b),
    );
  });

  it("is refused for a round of another class, a round that does not exist, and without a pupil", async () => {
    const mine = await openClass({ lang: "en" });
    const theirs = await openClass({ lang: "en" });
    const pupil = await join(mine, "en", "Iu");
    await startedRound(mine);
    const other = await startedRound(theirs);
    const refused = await enter("en", pupil, other.id);
    expect(refused.status).toBe(409);
    expect(await read(refused)).toMatchObject({ entered: false });
    expect((await enter("en", pupil, other.id + 1_000)).status).toBe(409);
    const anonymous = await roundPost("en", null, { intent: "enter", round: String(other.id) });
    expect(anonymous.status).toBe(403);
    expect(await read(anonymous)).toMatchObject({ error: "classroom.game.notJoined" });
    expect(await entriesOf(other.id)).toEqual([]);
  });

  it("is refused in a closed class", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Roc");
    const round = await startedRound(opened);
    await teacherPost(opened.path, { intent: "close" });
    expect((await enter("ca", pupil, round.id)).status).toBe(409);
    expect(await entriesOf(round.id)).toEqual([]);
  });
});
