// D1 answers in milliseconds; when it does not answer at all, a visitor should not wait for the
// runtime's limits. Each query of a visitor's request is given DB_DEADLINE_MS and then counts as
// failed: the action answers 503 with its failure message and keeps what the visitor typed.
// (A query cannot be cancelled: one that completes after its deadline is still a whole row.)

export const DB_DEADLINE_MS = 5_000;

export class DatabaseDeadlineError extends Error {
  override name = "DatabaseDeadlineError";
}

/** `query`, or a DatabaseDeadlineError once `ms` have passed without an answer. */
export function withDeadline<T>(query: PromiseLike<T>, ms = DB_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseDeadlineError(`No answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(query), deadline]).finally(() => clearTimeout(timer));
}
