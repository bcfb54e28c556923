import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** drizzle on the Worker's D1, or on a session of it (session.server.ts). */
export function database(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}
