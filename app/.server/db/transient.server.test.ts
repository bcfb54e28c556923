import { describe, expect, it } from "vitest";
import { isTransientDatabaseError, retryingTransient } from "./transient.server";

describe("a passing database failure", () => {
  it("is one of D1's retryable errors, in the message or its cause", () => {
    expect(
      isTransientDatabaseError(
        new Error("D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = x"),
      ),
    ).toBe(true);
    expect(isTransientDatabaseError(new Error("D1_ERROR", { cause: new Error("Network connection lost.") }))).toBe(
      true,
    );
    expect(isTransientDatabaseError(new Error("D1_ERROR: UNIQUE constraint failed: class_pupils.nickname_key"))).toBe(
      false,
    );
    expect(isTransientDatabaseError(new Error("D1_ERROR: database is locked: SQLITE_BUSY"))).toBe(true);
    expect(isTransientDatabaseError("internal error")).toBe(false);
  });

  it("is run again, three times in all, and any other error is not", async () => {
    let runs = 0;
    const flaky = () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error("D1_ERROR: internal error")) : Promise.resolve("joined");
    };
    expect(await retryingTransient(flaky)).toBe("joined");
    expect(runs).toBe(2);
    let failures = 0;
    const broken = () => {
      failures += 1;
      return Promise.reject(new Error("D1_ERROR: UNIQUE constraint failed"));
    };
    await expect(retryingTransient(broken)).rejects.toThrow(/UNIQUE/);
    expect(failures).toBe(1);
    let locked = 0;
    const stuck = () => {
      locked += 1;
      return Promise.reject(new Error("D1_ERROR: database is locked"));
    };
    await expect(retryingTransient(stuck)).rejects.toThrow(/locked/);
    expect(locked).toBe(3);
  });
});
