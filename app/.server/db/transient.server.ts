// D1 fails now and then for reasons of its own that a second try gets past: the errors Cloudflare's
// D1 documentation lists as retryable ("internal error", a lost connection, an object reset while
// it ran; locally, SQLite's "database is locked" reaches the Worker as an internal error). Such an
// error means the query or batch did not complete, so it is run once more, a moment later, before
// the visitor is told to try again; every other error (a constraint, a deadline) goes straight up.

/** How long the second try waits: long enough for a lock to be let go, short for a visitor. */
const RETRY_AFTER_MS = 150;

const TRANSIENT =
  /internal error|Network connection lost|storage caused object to be reset|reset because its code was updated/i;

/** Whether an error is one of D1's passing failures. */
export function isTransientDatabaseError(error: unknown): boolean {
  const messages = [error, error instanceof Error ? error.cause : undefined].map((part) =>
    part instanceof Error ? part.message : "",
  );
  return messages.some((message) => TRANSIENT.test(message));
}

/** `run()`, run once more when it fails with a passing D1 error. */
export async function retryingTransient<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isTransientDatabaseError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return run();
  }
}
