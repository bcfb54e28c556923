// D1 fails now and then for reasons of its own that another try gets past: the errors Cloudflare's
// D1 documentation lists as retryable ("internal error", a lost connection, an object reset while
// it ran) and, locally, SQLite's "database is locked" (the end-to-end tests write their fixtures
// into the file the local D1 serves, and workerd's SQLite does not wait for a lock). Such an error
// means the statement or batch did not complete, so it is run again, a moment later, before the
// visitor is told to try again; every other error (a constraint, a deadline) goes straight up.

/** How long each further try waits: long enough for a lock to be let go, short for a visitor. */
const RETRY_AFTER_MS = [100, 300];

const TRANSIENT =
  /internal error|Network connection lost|storage caused object to be reset|reset because its code was updated|database is locked|SQLITE_BUSY/i;

/** Whether an error is one of D1's passing failures. */
export function isTransientDatabaseError(error: unknown): boolean {
  const messages = [error, error instanceof Error ? error.cause : undefined].map((part) =>
    part instanceof Error ? part.message : "",
  );
  return messages.some((message) => TRANSIENT.test(message));
}

/** `run()`, run again (twice at most) while it fails with a passing D1 error. */
export async function retryingTransient<T>(run: () => Promise<T>): Promise<T> {
  for (const wait of RETRY_AFTER_MS) {
    try {
      return await run();
    } catch (error) {
      if (!isTransientDatabaseError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return run();
}
