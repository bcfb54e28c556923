import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { projectorPath, roundJsonPath } from "~/features/classroom/classroom-routes";
import { readClassResults } from "~/features/classroom/results/class-results-json";
import { LIVE_FRESH_MS } from "~/features/classroom/rounds/round-live";
import { projectorToken, tokenHash } from "~/features/classroom/server/class-token.server";
import { pages } from "~/i18n-routes";
import { siteOrigin } from "../integration/helpers";
import { openClass, teacherPost } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import {
  join,
  roundsOf,
  startedRound,
  setTimes,
  entriesOf,
  countOf,
  roundState,
  enter,
  live,
  save,
  read,
  pressesAt,
  durationMs,
  endedRoundWith,
} from "./class-round-posts";
import { quietConsole } from "./quiet-console";

// A class's rounds through the whole Worker, while they run and when a pupil or the class goes (docs/decisions/0017-class-rounds.md): a pupil's
// device sends its rate while a practice round runs; the rounds go with a removed pupil or a
// deleted class. The Worker reads the
// real clock (workerd's Date.now() is not the test's to move), so a test puts a round in the phase
// it needs by writing its start and end in D1.

quietConsole();

describe("a live rate", () => {
  it("is kept only while a practice round runs, and no more often than every second", async () => {
    const opened = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Vera");
    const round = await startedRound(opened, { round_kind: "practice" });
    expect((await enter("es", pupil, round.id)).status).toBe(200);
    const liveRate = async () => (await entriesOf(round.id))[0]!.live_rate;

    // Before its start: nothing to show yet.
    expect((await live("es", pupil, round.id, "90")).status).toBe(200);
    expect(await liveRate()).toBeNull();

    const now = Date.now();
    await setTimes(round.id, now - 5_000, now + 25_000);
    const kept = await live("es", pupil, round.id, "112");
    expect(kept.status).toBe(200);
    expect(await read(kept)).toEqual({ serverNow: expect.any(Number), endsAt: now + 25_000 });
    expect(await liveRate()).toBe(112);
    // Sent again at once (two tabs, a retry): the projector's figure is not rewritten.
    expect((await live("es", pupil, round.id, "130")).status).toBe(200);
    expect(await liveRate()).toBe(112);

    // Once it has ended, the figure stays as it was.
    await env.DB.prepare("UPDATE class_round_entries SET live_at = 0 WHERE round_id = ?").bind(round.id).run();
    await setTimes(round.id, now - 35_000, now - 5_000);
    expect(await read(await live("es", pupil, round.id, "140"))).toEqual({
      serverNow: expect.any(Number),
      endsAt: now - 5_000,
    });
    expect(await liveRate()).toBe(112);
  });

  it("is not kept in a test round, which still answers with its end", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Unai");
    const round = await startedRound(opened, { round_kind: "test" });
    expect((await enter("en", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 5_000, now + 25_000);
    expect(await read(await live("en", pupil, round.id, "110"))).toEqual({
      serverNow: expect.any(Number),
      endsAt: now + 25_000,
    });
    expect(await entriesOf(round.id)).toMatchObject([{ live_rate: null, live_at: null }]);
  });

  it("brings the round's end forward in its answer when the teacher ends the round early", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Bet");
    const round = await startedRound(opened, { round_length: "120" });
    expect((await enter("ca", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 20_000, now + 100_000);
    expect((await read(await live("ca", pupil, round.id, "105"))).endsAt).toBe(now + 100_000);
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    const answer = await read(await live("ca", pupil, round.id, "108"));
    const [ended] = await roundsOf(opened.id);
    expect(answer.endsAt).toBe(ended!.ends_at);
    expect(answer.endsAt as number).toBeLessThan(now + 100_000);
    expect(answer.endsAt as number).toBeLessThanOrEqual(answer.serverNow as number);
  });

  it("is refused out of its range, and tells a pupil of another class nothing of the round", async () => {
    const opened = await openClass({ lang: "es" });
    const stranger = await openClass({ lang: "es" });
    const pupil = await join(opened, "es", "Gil");
    const outsider = await join(stranger, "es", "Fora");
    const round = await startedRound(opened);
    expect((await enter("es", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 5_000, now + 25_000);
    for (const rate of ["601", "-1", "1e2", "110.5", "", "abc"]) {
      const refused = await live("es", pupil, round.id, rate);
      expect(refused.status, rate).toBe(400);
      expect(await read(refused)).toMatchObject({ error: "game.save.rejected" });
    }
    expect(await read(await live("es", outsider, round.id, "110"))).toEqual({ serverNow: expect.any(Number) });
    expect(await entriesOf(round.id)).toMatchObject([{ pupil_id: pupil.id, live_rate: null }]);
  });
});

describe("the class's live rate", () => {
  it("is the median of the plausible rates: a phone at 600 next to one at 110 shows 110, on both links", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupils = await Promise.all(["Abril", "Biel", "Cel"].map((name) => join(opened, "ca", name)));
    const round = await startedRound(opened, { round_kind: "practice" });
    for (const pupil of pupils) expect((await enter("ca", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 5_000, now + 60_000);
    const [fast, steady, paused] = pupils;
    expect((await live("ca", fast!, round.id, "600")).status).toBe(200);
    expect((await live("ca", steady!, round.id, "110")).status).toBe(200);
    expect((await live("ca", paused!, round.id, "12")).status).toBe(200);
    const stored = (await entriesOf(round.id)).map((entry) => entry.live_rate ?? 0);
    expect(stored.sort((a, b) => a - b)).toEqual([12, 110, 600]);
    const projector = projectorPath("ca", await projectorToken(opened.token));
    for (const link of [opened.path, projector]) {
      const figures = await read(await siteFetch(roundJsonPath(link)));
      // Neither the phone at 600 nor the one at 12 (not compressing) counts, as "at 100–120 now" or in the rate.
      expect(figures, link).toMatchObject({ inRound: 3, compressingNow: 1, classRateBpm: 110 });
    }
  });
});

describe("the teacher's table during a practice round", () => {
  it("marks as playing those whose rate came lately, from the same rates as the round's figures", async () => {
    const opened = await openClass({ lang: "es" });
    const [steady, quiet, stale] = await Promise.all(["Ona", "Pep", "Quim"].map((name) => join(opened, "es", name)));
    const round = await startedRound(opened, { round_kind: "practice" });
    for (const pupil of [steady!, quiet!, stale!]) expect((await enter("es", pupil, round.id)).status).toBe(200);
    const now = Date.now();
    await setTimes(round.id, now - 5_000, now + 60_000);
    for (const pupil of [steady!, stale!]) expect((await live("es", pupil, round.id, "110")).status).toBe(200);
    // The last rate of this one came longer ago than a rate is fresh: not compressing now.
    await env.DB.prepare("UPDATE class_round_entries SET live_at = ? WHERE pupil_id = ?")
      .bind(now - LIVE_FRESH_MS - 1_000, stale!.id)
      .run();

    const figures = await read(await siteFetch(roundJsonPath(opened.path)));
    expect(figures).toMatchObject({ inRound: 3, compressingNow: 1, classRateBpm: 110 });
    const table = readClassResults(await (await siteFetch(`${opened.path}/results.json`)).json());
    const playing = table?.rows.filter((row) => row.playing).map((row) => row.nickname);
    expect(playing).toEqual(["Ona"]);
  });
});

describe("a pupil's rounds when the pupil or the class goes", () => {
  it("go with a pupil the teacher removes, and the other pupils' stay", async () => {
    const opened = await openClass({ lang: "ca" });
    const gone = await join(opened, "ca", "Adrià");
    const stays = await join(opened, "ca", "Berta");
    const round = await endedRoundWith(opened, "ca", [gone, stays]);
    expect((await save("ca", gone, round.id, pressesAt, durationMs)).status).toBe(200);
    expect((await save("ca", stays, round.id, pressesAt, durationMs)).status).toBe(200);
    expect((await teacherPost(opened.path, { intent: "remove", pupil: String(gone.id) })).status).toBe(303);
    expect((await entriesOf(round.id)).map((entry) => entry.pupil_id)).toEqual([stays.id]);
    // Removed, the pupil's device can neither read nor write the class's rounds.
    expect((await roundState("ca", gone.cookie)).status).toBe(403);
    expect((await save("ca", gone, round.id, pressesAt, durationMs)).status).toBe(409);
    expect(await countOf("SELECT count(*) AS n FROM class_round_entries WHERE pupil_id = ?", gone.id)).toBe(0);
  });

  it("stay with a pupil who leaves after saving one (the row kept for the teacher), and go with one who saved none", async () => {
    const opened = await openClass({ lang: "es" });
    const saver = await join(opened, "es", "Carla");
    const idle = await join(opened, "es", "Dani");
    const round = await endedRoundWith(opened, "es", [saver, idle]);
    expect((await save("es", saver, round.id, pressesAt, durationMs)).status).toBe(200);
    for (const pupil of [saver, idle]) {
      const left = await postForm(
        pages.classroom.es,
        { intent: "leave", form_stamp: null },
        { Origin: siteOrigin, Cookie: pupil.cookie },
      );
      expect(left.status).toBe(303);
    }
    const pupilsLeft = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
      .bind(opened.id)
      .all<{ id: number }>();
    expect(pupilsLeft.results).toEqual([{ id: saver.id }]);
    expect(await entriesOf(round.id)).toMatchObject([{ pupil_id: saver.id, compressions: 48 }]);
  });

  it("go with their class when the teacher deletes it, and another class's stay", async () => {
    const opened = await openClass({ lang: "en" });
    const kept = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Eloi");
    const neighbour = await join(kept, "en", "Fina");
    const round = await endedRoundWith(opened, "en", [pupil]);
    const keptRound = await endedRoundWith(kept, "en", [neighbour]);
    expect((await save("en", pupil, round.id, pressesAt, durationMs)).status).toBe(200);
    expect((await teacherPost(opened.path, { intent: "delete" })).status).toBe(303);
    expect(await roundsOf(opened.id)).toEqual([]);
    expect(await entriesOf(round.id)).toEqual([]);
    expect(await roundsOf(kept.id)).toEqual([keptRound]);
    expect(await entriesOf(keptRound.id)).toHaveLength(1);
    expect(
      await env.DB.prepare("SELECT id FROM classes WHERE teacher_token_hash = ?")
        .bind(await tokenHash(opened.token))
        .first(),
    ).toBeNull();
  });
});
