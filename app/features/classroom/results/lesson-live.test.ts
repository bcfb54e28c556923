import { describe, expect, it } from "vitest";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import { lessonView, readLessonView, roundMoment } from "./lesson-live";
import { summarizeLesson } from "./lesson-summary";

const test: ClassRound = { id: 7, kind: "test", lengthMs: 30_000, metronome: false, startsAt: 0, endsAt: 30_000 };
const saved: RoundEntry = {
  roundId: 7,
  pupilId: 1,
  liveRate: null,
  liveAt: null,
  savedAt: 31_000,
  meanRateBpm: 110,
  compressionFraction: 85,
  shareInWindow: 80,
  grade: 82,
  depthMeanMm: 52.4,
  depthInBand: 70,
};
const lesson = lessonView(summarizeLesson([test], [saved], [{ id: 1, nickname: "Laia" }], "ca"));

describe("the lesson's JSON", () => {
  it("reads back what the server sends, and nothing of the rounds the report alone lists", () => {
    expect(readLessonView(JSON.parse(JSON.stringify(lesson)))).toEqual(lesson);
    expect(Object.keys(lesson).sort()).toEqual(["figures", "hasTest", "pupils"]);
  });

  it("refuses anything else: a page, an error, a pupil's figure that is not a number", () => {
    expect(readLessonView("<html>")).toBeNull();
    expect(readLessonView({ error: "game.save.failed" })).toBeNull();
    const pupil = lesson.pupils[0]!;
    const broken = { ...lesson, pupils: [{ ...pupil, first: { ...pupil.first, grade: "82" } }] };
    expect(readLessonView(broken)).toBeNull();
    expect(readLessonView({ ...lesson, figures: { ...lesson.figures, depth: null } })).toBeNull();
  });
});

describe("where the class's round stands for the lesson", () => {
  const round = { ...test, endsAt: 30_000 };
  it("is nothing new while the round runs, then the round and its results saved once it ended", () => {
    expect(roundMoment({ round: null, serverNow: 0, saved: 0 })).toBeNull();
    expect(roundMoment({ round, serverNow: 29_999, saved: 1 })).toBeNull();
    expect(roundMoment({ round, serverNow: 30_000, saved: 0 })).toBe("7:0");
    expect(roundMoment({ round, serverNow: 31_000, saved: 2 })).toBe("7:2");
  });
});
