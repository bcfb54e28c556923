import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// The Worker logs every request it refuses and every error it answers, and these tests provoke many
// on purpose: quietConsole(), called at the top of a test file, keeps those lines out of the test
// output for that file's tests, and the functions below read them back.

// The spies as vi.spyOn gives them: workerd's console hands back its own methods when read.
let spies: MockInstance[] = [];

/** For each test of the calling file: the console's log, warn and error written to nothing, and read back below. */
export function quietConsole(): void {
  beforeEach(() => {
    spies = (["log", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
  });
  afterEach(() => vi.restoreAllMocks());
}

/** What the Worker wrote since the test began: each call's arguments joined as one line. */
export function loggedLines(): string[] {
  return spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" ")));
}

/** Every call's arguments since the test began, as JSON: to check that a secret stands nowhere in them. */
export function loggedJson(): string {
  return JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
}

/** Forgets what was written so far in this test. */
export function clearLogs(): void {
  for (const spy of spies) spy.mockClear();
}
