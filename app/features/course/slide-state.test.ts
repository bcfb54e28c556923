import { describe, expect, it } from "vitest";
import {
  COMPLETE_PAST,
  dragProgress,
  initialSlideState,
  KEY_STEP,
  slideTransition,
  type SlideEvent,
  type SlideState,
} from "./slide-state";

const run = (events: SlideEvent[], disabled = false, from: SlideState = initialSlideState) =>
  events.reduce((state, event) => slideTransition(state, event, disabled), from);

describe("the slide control's states", () => {
  it("starts idle at the beginning of the track", () => {
    expect(initialSlideState).toEqual({ status: "idle", progress: 0 });
  });

  it("follows the pointer while dragging", () => {
    expect(run([{ type: "grab" }, { type: "move", progress: 42 }])).toEqual({ status: "dragging", progress: 42 });
  });

  it("completes as soon as a drag passes 90 % of the track, and not at 90 % exactly", () => {
    expect(run([{ type: "grab" }, { type: "move", progress: COMPLETE_PAST }])).toEqual({
      status: "dragging",
      progress: 90,
    });
    expect(run([{ type: "grab" }, { type: "move", progress: 90.5 }])).toEqual({ status: "completed", progress: 100 });
  });

  it("goes back to the start when released before the threshold", () => {
    expect(run([{ type: "grab" }, { type: "move", progress: 89 }, { type: "release" }])).toEqual(initialSlideState);
  });

  it("completes once: once completed it ignores drags, releases and keys", () => {
    const completed = run([{ type: "grab" }, { type: "move", progress: 95 }]);
    for (const event of [
      { type: "grab" },
      { type: "move", progress: 0 },
      { type: "release" },
      { type: "step", by: -KEY_STEP },
      { type: "to-start" },
      { type: "complete" },
    ] satisfies SlideEvent[]) {
      expect(slideTransition(completed, event)).toBe(completed);
    }
  });

  it("ignores a move without a grab", () => {
    expect(run([{ type: "move", progress: 95 }])).toEqual(initialSlideState);
  });

  it("keeps the handle within the track", () => {
    expect(run([{ type: "grab" }, { type: "move", progress: -30 }])).toEqual({ status: "dragging", progress: 0 });
    expect(run([{ type: "step", by: -KEY_STEP }])).toEqual(initialSlideState);
  });

  it("moves by steps from the keyboard and completes on the step that passes 90 %", () => {
    const nine = Array.from({ length: 9 }, (): SlideEvent => ({ type: "step", by: KEY_STEP }));
    expect(run(nine)).toEqual({ status: "idle", progress: 90 });
    expect(run([...nine, { type: "step", by: KEY_STEP }])).toEqual({ status: "completed", progress: 100 });
    expect(run([{ type: "step", by: KEY_STEP }, { type: "to-start" }])).toEqual(initialSlideState);
  });

  it("completes at once without dragging (Enter, Space, End or the button)", () => {
    expect(run([{ type: "complete" }])).toEqual({ status: "completed", progress: 100 });
  });

  it("ignores everything while disabled", () => {
    expect(run([{ type: "grab" }, { type: "move", progress: 100 }], true)).toEqual(initialSlideState);
    expect(run([{ type: "complete" }], true)).toEqual(initialSlideState);
  });
});

describe("a drag's progress", () => {
  it("is the distance moved over the handle's travel, from where it started", () => {
    expect(dragProgress(0, 150, 300)).toBe(50);
    expect(dragProgress(20, 30, 300)).toBe(30);
  });

  it("stays within 0 and 100 %", () => {
    expect(dragProgress(0, -50, 300)).toBe(0);
    expect(dragProgress(0, 900, 300)).toBe(100);
  });

  it("does not move on a track with no room", () => {
    expect(dragProgress(10, 50, 0)).toBe(10);
  });
});
