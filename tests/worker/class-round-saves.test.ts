import { describe, expect, it } from "vitest";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { SAVE_EARLY_MS, SAVE_LATE_MS } from "~/features/classroom/rounds/round-rules";
import { ROUND_LENGTH_SLACK_MS } from "~/features/classroom/rounds/round-timing";
import { siteOrigin } from "../integration/helpers";
import { openClass } from "./class-setup";
import {
  join,
  startedRound,
  setTimes,
  entriesOf,
  roundState,
  roundPost,
  enter,
  save,
  read,
  pressesAt,
  durationMs,
  endedRoundWith,
  storedResult,
} from "./class-round-posts";
import { quietConsole } from "./quiet-console";

// A class's rounds through the whole Worker, once they run (docs/decisions/0017-class-rounds.md): the teacher
// starts them; a pupil's device sends its rate while a practice round runs and saves its
// presses' times when it ends, and the server measures the result itself. The Worker reads the
// real clock (workerd's Date.now() is not the test's to move), so a test puts a round in the phase
// it needs by writing its start and end in D1.

quietConsole();

describe("saving a round's result", () => {
  it("is refused before the round's end, and nothing is stored", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Dídac");
    const round = await startedRound(opened);
    expect((await enter("en", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 20_000, now + 10_000);
    const early = await save("en", pupil, round.id, pressesAt.slice(0, 20), 20_000);
    expect(early.status).toBe(409);
    expect(await read(early)).toEqual({ serverNow: expect.any(Number), error: "classroom.round.notEnded" });
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null, compressions: null, grade: null }]);
  });

  it("is measured by the server from the presses' times once the round ends, and stored", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Aina");
    const round = await endedRoundWith(opened, "ca", [pupil]);
    const expected = resultOfPresses({ pressesAt, durationMs });
    // The round's pause is measured: the figures are not trivial ones.
    expect(expected.compressions).toBe(48);
    expect(expected.longestPauseMs).toBe(3_075);
    expect(expected.grade).toBeGreaterThan(0);

    const saved = await save("ca", pupil, round.id, pressesAt, durationMs);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Cache-Control")).toBe("no-store");
    expect(await read(saved)).toEqual({ serverNow: expect.any(Number), result: expected });
    const [entry] = await entriesOf(round.id);
    expect(storedResult(entry!)).toEqual(expected);
    expect(entry!.saved_at).toBeGreaterThan(Date.now() - 60_000);
    expect(await read(await roundState("ca", pupil.cookie))).toMatchObject({ entered: true, saved: true });
  });

  it("is taken a moment before the end on the server's clock (a device's clock a little fast)", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Ferran");
    const round = await startedRound(opened);
    expect((await enter("es", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now + SAVE_EARLY_MS / 2 - 30_000, now + SAVE_EARLY_MS / 2);
    expect((await save("es", pupil, round.id, pressesAt.slice(0, 40), 29_000)).status).toBe(200);
  });

  it("answers a second save of the same round with the stored result, and changes nothing", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Lluc");
    const round = await endedRoundWith(opened, "en", [pupil]);
    const first = await read(await save("en", pupil, round.id, pressesAt, durationMs));
    const stored = await entriesOf(round.id);
    // Sent again with other times (a tampered retry): the first result stands.
    const again = await save("en", pupil, round.id, pressesAt.slice(0, 10), durationMs);
    expect(again.status).toBe(200);
    expect((await read(again)).result).toEqual(first.result);
    expect(await entriesOf(round.id)).toEqual(stored);
  });

  it("is refused into a round of another class, and from a pupil who never entered the round", async () => {
    const mine = await openClass({ lang: "ca" });
    const theirs = await openClass({ lang: "ca" });
    const pupil = await join(mine, "ca", "Queralt");
    const insider = await join(theirs, "ca", "Dins");
    const latecomer = await join(theirs, "ca", "Tard");
    const other = await endedRoundWith(theirs, "ca", [insider]);
    for (const who of [pupil, latecomer]) {
      const refused = await save("ca", who, other.id, pressesAt, durationMs);
      expect(refused.status).toBe(409);
      expect(await read(refused)).toEqual({ serverNow: expect.any(Number), error: "classroom.round.notInRound" });
    }
    expect(await entriesOf(other.id)).toMatchObject([{ pupil_id: insider.id, saved_at: null }]);
  });

  it("is refused long after the round's end", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Sió");
    const round = await endedRoundWith(opened, "es", [pupil], SAVE_LATE_MS + 60_000);
    const late = await save("es", pupil, round.id, pressesAt, durationMs);
    expect(late.status).toBe(409);
    expect(await read(late)).toMatchObject({ error: "classroom.round.notEnded" });
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }]);
  });

  it("is refused (422) for presses that span longer than the round, or than a round ended early", async () => {
    // A length the phone states is not one of them: the round's own is graded (class-round-timing.test.ts).
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Teo");
    const round = await endedRoundWith(opened, "en", [pupil]);
    const later = pressesAt.map((at) => at + 20_000);
    for (const [presses, duration] of [
      [later, 50_000],
      // Longer than any round at all.
      [pressesAt, 200_000],
      // A press later after the end than any clock puts it, and presses out of order.
      [[...pressesAt, durationMs + ROUND_LENGTH_SLACK_MS + 1], durationMs],
      [[pressesAt[1]!, pressesAt[0]!, ...pressesAt.slice(2)], durationMs],
      // Faster than a person can press.
      [Array.from({ length: 400 }, (_, index) => index * 50), durationMs],
    ] as const) {
      const refused = await save("en", pupil, round.id, presses, duration);
      expect(refused.status, `${presses.length} presses in ${duration} ms`).toBe(422);
      expect(await read(refused)).toMatchObject({ error: "game.save.rejected" });
    }
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }]);
    // A press a moment after the end (the phone's clock put its start a little early) is left out.
    const saved = await save("en", pupil, round.id, [...pressesAt, durationMs + 400], durationMs);
    expect(saved.status).toBe(200);
    expect(await read(saved)).toMatchObject({ result: resultOfPresses({ pressesAt, durationMs }) });
    expect(await entriesOf(round.id)).toMatchObject([{ compressions: pressesAt.length }]);

    // The teacher ended a 30-second round after 12 s: its presses are 12 s long, not 30.
    const short = await openClass({ lang: "en" });
    const early = await join(short, "en", "Curt");
    const cut = await startedRound(short);
    expect((await enter("en", early, cut.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(cut.id, now - 17_000, now - 5_000);
    expect((await save("en", early, cut.id, pressesAt, durationMs)).status).toBe(422);
    // Its end heard late by the phone, whose clock put the start a little early: one press after it.
    const within = pressesAt.filter((at) => at <= 12_000);
    expect((await save("en", early, cut.id, [...within, 12_600], 12_400)).status).toBe(200);
    expect((await entriesOf(cut.id))[0]).toMatchObject({ compressions: within.length });
  });

  it("is refused (400) for times that are not what a device sends, and for an unknown intent or round", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Ivet");
    const round = await endedRoundWith(opened, "ca", [pupil]);
    const id = String(round.id);
    const bodies: Record<string, string>[] = [
      { intent: "save", round: id, presses_at: "800,,1345", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: "800;1345", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: "-800", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: "800.5", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: "12345678", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: " 800", duration_ms: "30000" },
      { intent: "save", round: id, presses_at: "800,1345", duration_ms: "thirty" },
      { intent: "save", round: id, presses_at: "800,1345", duration_ms: "" },
      { intent: "save", round: id, presses_at: "800,1345" },
      { intent: "save", round: id, duration_ms: "30000" },
      { intent: "save", round: "", presses_at: "800", duration_ms: "30000" },
      { intent: "save", round: "1e3", presses_at: "800", duration_ms: "30000" },
      { intent: "play", round: id },
      { intent: "SAVE", round: id, presses_at: "800", duration_ms: "30000" },
      { round: id },
    ];
    for (const fields of bodies) {
      const refused = await roundPost("ca", pupil.cookie, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await read(refused)).toEqual({ serverNow: expect.any(Number), error: "game.save.rejected" });
    }
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }]);
  });

  it("refuses more presses than a round could hold, below 500", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Mil");
    const round = await startedRound(opened, { round_length: "120" });
    expect((await enter("es", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 125_000, now - 5_000);
    // A press every 100 ms, the fastest a person can, from the start to the end of a two-minute round.
    const tooMany = Array.from({ length: 1_201 }, (_, index) => index * 100);
    const refused = await save("es", pupil, round.id, tooMany, 120_000);
    expect(refused.status).toBe(400);
    await refused.arrayBuffer();
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }]);
    // One fewer is a round's worth, at the fastest.
    expect((await save("es", pupil, round.id, tooMany.slice(1), 120_000)).status).toBe(200);
  });

  it("is refused from another site, 403 and never a 5xx, and nothing is stored", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Pep");
    const round = await endedRoundWith(opened, "en", [pupil]);
    const fields = {
      intent: "save",
      round: String(round.id),
      presses_at: pressesAt.join(","),
      duration_ms: String(durationMs),
    };
    for (const headers of [
      { Origin: "https://elsewhere.example" },
      { Origin: `${siteOrigin}.elsewhere.example` },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
    ]) {
      const refused = await roundPost("en", pupil.cookie, fields, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      await refused.arrayBuffer();
    }
    expect(await entriesOf(round.id)).toMatchObject([{ saved_at: null }]);
  });
});
