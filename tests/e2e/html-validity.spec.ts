import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vnuJar from "vnu-jar";
import { pages } from "../../app/i18n-routes";
import { everyPage, expect, test } from "./fixtures";

// Every page's HTML, as the server sends it, through the Nu Html Checker (vnu.jar, Java 17): no
// errors. Besides each page of the route table in every language: every course step, each
// resources tab and the feedback form, a chosen video, a contact preset and the not-found page.

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

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("every page is valid HTML for the Nu Html Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const paths = [...everyPage.map((entry) => entry.path), ...extraStates];
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await request.get(path);
        expect([200, 404], path).toContain(response.status());
        const file = join(dir, `${String(index).padStart(2, "0")}.html`);
        writeFileSync(file, await response.text());
        return { path, file };
      }),
    );
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
