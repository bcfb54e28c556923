import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vnuJar from "vnu-jar";

// The Nu Html Checker (vnu.jar, Java 17) over documents as the server sent them.

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The checker's errors for each document (named by its address), or none; throws when the checker gave no report. */
export function htmlErrors(documents: readonly { path: string; html: string }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `${String(index).padStart(2, "0")}.html`);
      writeFileSync(file, document.html);
      return { path: document.path, file };
    });
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
    if (!report.messages) throw new Error("The Nu Html Checker produced no report");
    const byFile = new Map(files.map((f) => [`file:${f.file}`, f.path]));
    return report.messages
      .filter((message) => message.type === "error")
      .map((message) => `${byFile.get(message.url) ?? message.url}: ${message.message} [${message.extract ?? ""}]`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
