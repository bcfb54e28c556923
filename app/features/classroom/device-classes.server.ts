import { inArray } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { classes } from "~/.server/db/schema";
import { langFromPath } from "~/lib/paths";
import { tokenHash } from "./class-token.server";
import { classLinksCookie } from "./classroom-cookies.server";
import { tokensOf } from "./device-classes";

// The classes of this browser (its `class_links` cookie) as the classroom page lists them: each
// still stored class with its name, code and state, newest first. A class deleted since is left out.

export interface DeviceClass {
  token: string;
  name: string;
  joinCode: string;
  createdAt: string;
  closed: boolean;
}

export async function deviceClassList(env: Pick<Env, "DB">, request: Request) {
  const lang = langFromPath(new URL(request.url).pathname);
  const tokens = tokensOf(await classLinksCookie(lang).parse(request.headers.get("Cookie")));
  if (tokens.length === 0) return { tokens, list: [] as DeviceClass[] };
  const hashes = await Promise.all(tokens.map(tokenHash));
  const rows = await withDeadline(
    database(env)
      .select({
        hash: classes.teacher_token_hash,
        name: classes.name,
        joinCode: classes.join_code,
        createdAt: classes.created_at,
        closedAt: classes.closed_at,
      })
      .from(classes)
      .where(inArray(classes.teacher_token_hash, hashes)),
  );
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  const list = tokens.flatMap((token, index): DeviceClass[] => {
    const row = byHash.get(hashes[index] ?? "");
    return row
      ? [{ token, name: row.name, joinCode: row.joinCode, createdAt: row.createdAt, closed: row.closedAt !== null }]
      : [];
  });
  return { tokens, list };
}
