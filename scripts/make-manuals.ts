// Writes the downloadable PDF manuals (public/manuals/<lang>/*.pdf) from their text in
// content/es/manuals.ts and content/en/manuals.ts.
//
// Run it from the project root whenever a manual's text changes:
//   npm run manuals
// and commit the PDFs it writes: they are static files, nothing builds them at deploy time.
// The npm script runs vite-node with `--root scripts` so that it does not load the site's vite.config.ts,
// whose Cloudflare dev proxy would start workerd and keep the process from exiting.
//
// The output is deterministic (fixed dates, and the file /ID that pdfkit derives from them), so an
// unchanged text gives byte-identical files. The script prints each manual's page count and fails if it
// differs from the `pages` listed in the content: update the content with the printed count and run it
// again. content/manuals.node.test.ts checks the committed PDFs against the content.//
// The layout is in scripts/manual-pdf.ts, the character check in scripts/manual-characters.ts.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { manuals } from "../content/manuals";
import type { Lang } from "../app/i18n-routes";
import { renderManual } from "./manual-pdf";

const root = fileURLToPath(new URL("..", import.meta.url));

const mismatches: string[] = [];
for (const lang of Object.keys(manuals) as Lang[]) {
  for (const manual of manuals[lang]) {
    const { pdf, pages } = await renderManual(manual, lang);
    const path = `${root}public${manual.url}`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, pdf);
    console.log(`${manual.url}: ${pages} pages, ${(pdf.length / 1024).toFixed(1)} kB`);
    if (pages !== manual.pages) {
      mismatches.push(`content/${lang}/manuals.ts: "${manual.id}" lists pages: ${manual.pages}, the PDF has ${pages}`);
    }
  }
}
if (mismatches.length > 0) {
  console.error(`\nSet the real page counts in the content, then run npm run manuals again:\n${mismatches.join("\n")}`);
  process.exitCode = 1;
}
