import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classCsvFileName, classResultsCsv } from "~/features/classroom/class-csv";
import { privateHeaders } from "~/features/classroom/private-headers";
import { openTeacherResource } from "~/features/classroom/teacher-resource.server";
import { messages } from "~/locales/messages";

// The CSV of a class's results, under its teacher link (…/t/<token>/results.csv): the teacher's
// table with column names in the link's language. A wrong token is a 404, as for the link itself.
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openTeacherResource(args);
  if (!opened.found) return opened.answer;
  const csv = classResultsCsv(opened.rows, messages[opened.lang].classroom.columns);
  return new Response(csv, {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${classCsvFileName(opened.stored.joinCode)}"`,
    },
  });
}
