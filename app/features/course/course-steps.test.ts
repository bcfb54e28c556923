import { describe, expect, it } from "vitest";
import { COURSE_STEP_COUNT, LAST_STEP, nextStep, parseStep, previousStep, stepSearch } from "./course-steps";

describe("the course's navigation", () => {
  it("has six steps, numbered 0 to 5", () => {
    expect(COURSE_STEP_COUNT).toBe(6);
    expect(LAST_STEP).toBe(5);
  });

  it("reads each step from the address", () => {
    for (let step = 0; step <= 5; step += 1) expect(parseStep(String(step))).toBe(step);
  });

  it("starts at the first step without a step, or with a malformed one", () => {
    for (const value of [null, "", "abc", "1.5", "2e1", "0x3", " "]) expect(parseStep(value), String(value)).toBe(0);
  });

  it("takes the nearest end for a step out of range", () => {
    expect(parseStep("-1")).toBe(0);
    expect(parseStep("6")).toBe(5);
    expect(parseStep("999999999999")).toBe(5);
  });

  it("moves by one within the bounds: no previous step on the first, no next step on the last", () => {
    expect(previousStep(0)).toBeNull();
    expect(previousStep(1)).toBe(0);
    expect(previousStep(5)).toBe(4);
    expect(nextStep(0)).toBe(1);
    expect(nextStep(4)).toBe(5);
    expect(nextStep(5)).toBeNull();
  });

  it("walks the whole course forwards and backwards in six steps", () => {
    const forwards: number[] = [0];
    for (let step = nextStep(0); step !== null; step = nextStep(step)) forwards.push(step);
    expect(forwards).toEqual([0, 1, 2, 3, 4, 5]);
    const backwards: number[] = [5];
    for (let step = previousStep(5); step !== null; step = previousStep(step)) backwards.push(step);
    expect(backwards).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it("writes a step's query string", () => {
    expect(stepSearch(3)).toBe("?step=3");
  });
});
