import { retryingTransient } from "./transient.server";

// Every query of the site goes through the Worker's D1 binding, directly or through drizzle: wrapped
// once where the Worker and the class's hub receive their bindings, each statement and batch is
// retried on a passing failure (transient.server.ts) without any query having to ask for it.
// The wrapper is a Proxy so that everything else (a session's bookmark, future methods) is the
// binding's own; a batch is handed the binding's own statements, which are all it accepts.

const QUERY_METHODS = new Set<PropertyKey>(["first", "all", "run", "raw"]);

/** The binding's statement behind a wrapped one. */
const originals = new WeakMap<object, D1PreparedStatement>();

function ownValue(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, property) {
      if (property === "bind") {
        return (...values: unknown[]) => retryingStatement(target.bind(...values));
      }
      if (QUERY_METHODS.has(property)) {
        const query = ownValue(target, property) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => retryingTransient(() => query(...args));
      }
      return ownValue(target, property);
    },
  });
  originals.set(wrapped, statement);
  return wrapped;
}

/** The database (or a session of it, which has the same `prepare` and `batch`) with retried queries. */
function retrying<T extends D1Database | D1DatabaseSession>(database: T): T {
  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => retryingStatement(target.prepare(sql));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          retryingTransient(() => target.batch(statements.map((statement) => originals.get(statement) ?? statement)));
      }
      if (property === "withSession" && "withSession" in target && typeof target.withSession === "function") {
        return (constraint?: string) => retrying(target.withSession(constraint));
      }
      if (property === "exec" && "exec" in target) return (sql: string) => retryingTransient(() => target.exec(sql));
      return ownValue(target, property);
    },
  });
}

const wrappedEnvs = new WeakMap<Env, Env>();

/** The Worker's bindings with its D1 retrying passing failures (the same object for the same bindings). */
export function withRetryingDatabase(env: Env): Env {
  const known = wrappedEnvs.get(env);
  if (known) return known;
  const wrapped = { ...env, DB: retrying(env.DB) };
  wrappedEnvs.set(env, wrapped);
  return wrapped;
}
