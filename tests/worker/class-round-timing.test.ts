import { describe, expect, it } from "vitest";
import { resultOfPresses } from "~/features/compression-game/measures/presses-result";
import { openClass } from "./class-setup";
import { caClassroom } from "~/locales/ca-classroom";
import {
  endedRoundWith,
  enter,
  enteredLate,
  entriesOf,
  join,
  read,
  save,
  setTimes,
  startedRound,
} from "./class-round-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A round is graded on the time the server gives each pupil (docs/decisions/0022-classroom-third-safety-pass.md):
// from the round's start, or from a late device's entry, to its end, whatever length the phone
// states. Through the whole Worker, as a phone's save arrives.

quietConsole();

/** 28 presses at 110 a minute over the first 15 s of a round, then nothing. */
const firstHalf = Array.from({ length: 28 }, (_, index) => 300 + index * 545);

describe("a round's save", () => {
  it("is graded on the round's own length, whatever length the phone says it had", async () => {
    const opened = await openClass({ lang: "es" });
    const [honest, forger] = [await join(opened, "es", "Queralt"), await join(opened, "es", "Roc")];
    const round = await endedRoundWith(opened, "es", [honest, forger]);
    const truth = resultOfPresses({ pressesAt: firstHalf, durationMs: 30_000 });
    // The half-round's pause is what the grade is about: far from the 99 a 15-second claim would earn.
    expect(truth.grade).toBeLessThan(40);
    expect(resultOfPresses({ pressesAt: firstHalf, durationMs: 15_300 }).grade).toBeGreaterThan(90);

    expect((await save("es", honest, round.id, firstHalf, 30_000)).status).toBe(200);
    const forged = await save("es", forger, round.id, firstHalf, 15_300);
    expect(forged.status).toBe(200);
    expect(await read(forged)).toMatchObject({ result: { grade: truth.grade, longestPauseMs: truth.longestPauseMs } });
    const entries = await entriesOf(round.id);
    expect(entries.map((entry) => entry.grade)).toEqual([truth.grade, truth.grade]);
  });

  it("of a phone that heard of the round late is graded on the seconds it had, and the teacher sees it started late", async () => {
    const opened = await openClass({ lang: "ca" });
    const late = await join(opened, "ca", "Gat àgil");
    const round = await startedRound(opened, { round_kind: "test" });
    expect((await enter("ca", late, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 35_000, now - 5_000);
    await enteredLate(round.id, late, 15_000);
    const onItsTime = resultOfPresses({ pressesAt: firstHalf, durationMs: 15_000 });
    // Whatever it says of its time, the server's 15 s grade it: a claim of the whole round earns no pause.
    const saved = await save("ca", late, round.id, firstHalf, 30_000);
    expect(saved.status).toBe(200);
    expect(await read(saved)).toMatchObject({ result: { grade: onItsTime.grade } });
    expect((await entriesOf(round.id))[0]).toMatchObject({ grade: onItsTime.grade, saved_at: expect.any(Number) });
    const screen = (await (await siteFetch(opened.path)).text()).replaceAll("<!-- -->", "");
    expect(screen).toContain(caClassroom.game.startedLate.replace("{{seconds}}", "15"));
  });

  it("of a pupil who started late takes the wait before their first press for the late start, not for a pause", async () => {
    const opened = await openClass({ lang: "es" });
    const late = await join(opened, "es", "Arnau");
    const round = await startedRound(opened, { round_kind: "test" });
    expect((await enter("es", late, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 35_000, now - 5_000);
    await enteredLate(round.id, late, 10_000);
    // 20 s of the pupil's own: no press in the first 2.5 s (no 3-2-1 for a late phone), then 110 a minute.
    const presses = Array.from({ length: 32 }, (_, index) => 2_500 + index * 545);
    const onTime = resultOfPresses({ pressesAt: presses, durationMs: 20_000 });
    const saved = await save("es", late, round.id, presses, 30_000);
    expect(saved.status).toBe(200);
    const [entry] = await entriesOf(round.id);
    // On time, the same wait would be a pause at the start; started late, it is the late start's.
    expect(onTime.longestPauseMs).toBe(2_500);
    expect(entry).toMatchObject({ verdict: "good" });
    expect(entry!.longest_pause_ms).toBeLessThan(1_000);
    expect(entry!.grade).toBeGreaterThan(onTime.grade);
  });

  it("of presses a late phone could not have made in its time is refused", async () => {
    const opened = await openClass({ lang: "en" });
    const late = await join(opened, "en", "Pau");
    const round = await endedRoundWith(opened, "en", [late]);
    await enteredLate(round.id, late, 20_000);
    expect((await save("en", late, round.id, firstHalf, 10_000)).status).toBe(422);
    expect((await entriesOf(round.id))[0]).toMatchObject({ saved_at: null });
  });

  it("refuses presses closer together than a free game takes", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Nil");
    const round = await endedRoundWith(opened, "en", [pupil]);
    const doubled = [...firstHalf.slice(0, 10), firstHalf[9]! + 30, ...firstHalf.slice(10)];
    expect((await save("en", pupil, round.id, doubled, 30_000)).status).toBe(422);
  });
});
