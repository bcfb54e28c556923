import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import vnuJar from "vnu-jar";
import { projectorPath } from "../../app/features/classroom/classroom-routes";
import { pages } from "../../app/i18n-routes";
import { everyPage, expect, test } from "./fixtures";

// Every page's HTML, as the server sends it, through the Nu Html Checker (vnu.jar, Java 17): no
// errors. Besides each page of the route table in every language: every course step, each
// resources tab and the feedback form, a chosen video, a contact preset, the not-found page, and a
// class's teacher screen (as first shown, with the teacher link, and again) and projector view.

const extraStates = [
  ...[1, 2, 3, 4, 5].map((step) => `${pages.course.es}?step=${step}`),
  `${pages.course.en}?step=5&feedback=improve`,
  `${pages.resources.es}?tab=devices&video=3`,
  `${pages.resources.en}?tab=manuals`,
  `${pages.home.es}?video=2`,
  `${pages.contact.en}?topic=first-aiducation`,
  `${pages.course.ca}?step=4`,
  `${pages.resources.ca}?tab=manuals`,
  "/es/no-existe",
  "/sense-idioma",
];

/** Opens a class as a browser does: the teacher link's path, and its first view (the request follows the redirect). */
async function openClass(request: APIRequestContext, origin: string) {
  const form = await (await request.get(pages.classroom.ca)).text();
  const stamp = /data-form-stamp="([^"]*)"/.exec(form)?.[1] ?? "";
  const created = await request.post(pages.classroom.ca, {
    form: { intent: "create", class_name: "4t ESO B", bpm: "110", form_stamp: stamp },
    headers: { Origin: origin },
  });
  expect(created.status(), "a class opened").toBe(200);
  expect(await created.text(), "the teacher link, shown once").toContain('data-island="copy-link"');
  return { path: new URL(created.url()).pathname, firstView: await created.text() };
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("every page is valid HTML for the Nu Html Checker", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const teacher = await openClass(request, new URL(baseURL ?? "").origin);
    const paths = [...everyPage.map((entry) => entry.path), ...extraStates, teacher.path, projectorPath(teacher.path)];
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await request.get(path);
        expect([200, 404], path).toContain(response.status());
        const file = join(dir, `${String(index).padStart(2, "0")}.html`);
        writeFileSync(file, await response.text());
        return { path, file };
      }),
    );
    const firstView = join(dir, "teacher-first-view.html");
    writeFileSync(firstView, teacher.firstView);
    files.push({ path: `${teacher.path} (first view)`, file: firstView });
    const output = execFileSync(
      "java",
      [
        "-jar",
        String(vnuJar),
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...files.map((f) => f.file),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(output || "{}") as { messages?: VnuMessage[] };
    const byFile = new Map(files.map((f) => [`file:${f.file}`, f.path]));
    const errors = (report.messages ?? [])
      .filter((message) => message.type === "error")
      .map((message) => `${byFile.get(message.url) ?? message.url}: ${message.message} [${message.extract ?? ""}]`);
    expect(errors).toEqual([]);
    expect(report.messages, "the checker produced a report").toBeDefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
