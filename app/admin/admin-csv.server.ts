import { asc, gt } from "drizzle-orm";
import { database } from "~/.server/db/client";
import { complaints, contacts } from "~/.server/db/schema";
import { logEvent } from "~/.server/log.server";
import { commentColumns, consoleCsvHeader, consoleCsvRows, contactColumns } from "~/admin/console-csv";

// The console's CSV downloads, streamed: rows are read from D1 in batches by id and written out as
// they come, so a large table never sits whole in the Worker's memory (app/admin/console-csv.ts writes them).

const BATCH = 500;

type Table = typeof contacts | typeof complaints;

function csvStream(
  env: Pick<Env, "DB">,
  table: Table,
  columns: readonly string[],
  requestId: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(consoleCsvHeader(columns)));
        return;
      }
      try {
        const rows = (await database(env)
          .select()
          .from(table)
          .where(gt(table.id, afterId))
          .orderBy(asc(table.id))
          .limit(BATCH)) as Record<string, string | number | boolean | null>[];
        if (rows.length > 0) {
          afterId = Number(rows[rows.length - 1]?.id);
          controller.enqueue(encoder.encode(consoleCsvRows(columns, rows)));
        }
        if (rows.length < BATCH) controller.close();
      } catch (error) {
        logEvent("error", { requestId, event: "admin csv not read", error });
        controller.error(error);
      }
    },
  });
}

/** A CSV download of a table, named with today's date. */
function csvResponse(body: ReadableStream<Uint8Array>, name: string, now: Date): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

export function contactsCsvResponse(env: Pick<Env, "DB">, requestId: string, now = new Date()): Response {
  return csvResponse(csvStream(env, contacts, contactColumns, requestId), "contactos", now);
}

export function commentsCsvResponse(env: Pick<Env, "DB">, requestId: string, now = new Date()): Response {
  return csvResponse(csvStream(env, complaints, commentColumns, requestId), "comentarios", now);
}
