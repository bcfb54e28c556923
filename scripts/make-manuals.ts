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
// again. content/manuals.node.test.ts checks the committed PDFs against the content.
//
// Only the standard PDF fonts are used (Helvetica, nothing embedded, which keeps each file small). They
// cover the WinAnsi character set only, so the script refuses text with any other character (✓, →,
// emoji…) instead of letting it print as garbage. The PDFs are tagged (headings, paragraphs, lists) for
// screen readers, with decoration and page numbers marked as artifacts.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { manuals } from "../content/manuals";
import { site } from "../content/site";
import type { Manual, ManualBlock } from "../content/types";
import type { Lang } from "../app/i18n-routes";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Every PDF says it was made on this date, so that regenerating an unchanged manual changes nothing. */
const fixedDate = new Date("2026-11-21T00:00:00Z");

const brand = site.brandName;
const programme = "First Aiducation";

const labels: Record<Lang, { locale: string; page: (n: number, total: number) => string }> = {
  es: { locale: "es-ES", page: (n, total) => `Página ${n} de ${total}` },
  en: { locale: "en-GB", page: (n, total) => `Page ${n} of ${total}` },
};

const margin = 56;
const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };
const colours = {
  // The brand indigo of public/favicon.svg.
  accent: "#3730a3",
  text: "#1f2937",
  muted: "#4b5563",
  coverBrand: "#c7d2fe",
  coverTitle: "#ffffff",
  coverText: "#e0e7ff",
  noteFill: "#eef2ff",
  rule: "#c7d2fe",
};
const body = { size: 10.5, lineGap: 3 };
/** Room kept for a heading's first lines of text, so that a heading never ends a page on its own. */
const keepWithHeading = 60;

type Doc = PDFKit.PDFDocument;
type StructureElement = PDFKit.PDFStructureElement;

// --- Characters ---------------------------------------------------------------------------------------

/** The characters that WinAnsiEncoding adds to Latin-1 in 0x80–0x9F. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

function manualTexts(manual: Manual): string[] {
  return [
    manual.title,
    manual.description,
    ...manual.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ("items" in block ? block.items : [block.text])),
    ]),
  ];
}

function assertWinAnsi(manual: Manual, lang: Lang): void {
  for (const text of manualTexts(manual)) {
    const bad = [...text].filter((char) => !isWinAnsi(char));
    if (bad.length > 0) {
      throw new Error(
        `${lang}/${manual.id}: the standard PDF fonts cannot show ${bad.map((c) => JSON.stringify(c)).join(", ")} in “${text}”`,
      );
    }
  }
}

// --- Layout -------------------------------------------------------------------------------------------

function contentWidth(doc: Doc): number {
  return doc.page.width - margin * 2;
}

function startNewPageUnlessRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** Decoration (bands, frames, rules, page numbers) is marked as an artifact so that screen readers skip it. */
function artifact(doc: Doc, type: "Layout" | "Pagination", draw: () => void): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** Adds a structure element whose content is what `draw` writes. */
function tagged(doc: Doc, parent: StructureElement, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

function bodyFont(doc: Doc): Doc {
  return doc.font(fonts.regular).fontSize(body.size).fillColor(colours.text);
}

function bodyHeight(doc: Doc, text: string, width: number): number {
  return bodyFont(doc).heightOfString(text, { width, lineGap: body.lineGap });
}

/** A full-width indigo band at the top of the first page with the brand, the title and the description. */
function drawCover(doc: Doc, parent: StructureElement, manual: Manual): void {
  const width = contentWidth(doc);
  const padding = 34;
  // A slightly smaller title rather than one that leaves a lone word on its second line.
  const titleSize =
    [24, 22, 20].find((size) => doc.font(fonts.bold).fontSize(size).widthOfString(manual.title) <= width) ?? 24;
  doc.font(fonts.bold).fontSize(titleSize);
  const titleHeight = doc.heightOfString(manual.title, { width });
  doc.font(fonts.regular).fontSize(12);
  const descriptionHeight = doc.heightOfString(manual.description, { width, lineGap: 2 });
  const bandHeight = padding + 14 + 10 + titleHeight + 10 + descriptionHeight + padding;

  artifact(doc, "Layout", () => {
    doc.rect(0, 0, doc.page.width, bandHeight).fill(colours.accent);
  });

  let y = padding;
  tagged(doc, parent, "P", () => {
    doc
      .font(fonts.bold)
      .fontSize(10)
      .fillColor(colours.coverBrand)
      .text(`${brand.toUpperCase()}  ·  ${programme.toUpperCase()}`, margin, y, { width, characterSpacing: 1.2 });
  });
  y += 14 + 10;
  tagged(doc, parent, "H1", () => {
    doc.font(fonts.bold).fontSize(titleSize).fillColor(colours.coverTitle).text(manual.title, margin, y, { width });
  });
  y += titleHeight + 10;
  tagged(doc, parent, "P", () => {
    doc
      .font(fonts.regular)
      .fontSize(12)
      .fillColor(colours.coverText)
      .text(manual.description, margin, y, { width, lineGap: 2 });
  });
  doc.y = bandHeight + 14;
}

/** A section heading, moved to the next page unless `roomBelow` (for the start of its text) is left under it. */
function drawHeading(doc: Doc, parent: StructureElement, heading: string, roomBelow: number): void {
  const width = contentWidth(doc);
  doc.font(fonts.bold).fontSize(14);
  const height = doc.heightOfString(heading, { width });
  const spaceAbove = doc.y > margin ? 16 : 0;
  startNewPageUnlessRoom(doc, spaceAbove + height + 6 + roomBelow);
  // No space above a heading that opens a page.
  if (doc.y > margin) doc.y += spaceAbove;
  const y = doc.y;
  doc.outline.addItem(heading);
  tagged(doc, parent, "H2", () => {
    doc.font(fonts.bold).fontSize(14).fillColor(colours.accent).text(heading, margin, y, { width });
  });
  doc.y += 6;
}

function drawParagraph(doc: Doc, parent: StructureElement, text: string): void {
  const width = contentWidth(doc);
  // A long paragraph may run on to the next page, but not with a lone line or two at the bottom.
  const threeLines = 3 * (bodyFont(doc).currentLineHeight(true) + body.lineGap);
  startNewPageUnlessRoom(doc, Math.min(bodyHeight(doc, text, width), threeLines));
  const y = doc.y;
  tagged(doc, parent, "P", () => {
    bodyFont(doc).text(text, margin, y, { width, lineGap: body.lineGap });
  });
  doc.y += 8;
}

/** A bulleted or numbered list, tagged as a list whose items have a label and a body. */
function drawList(doc: Doc, parent: StructureElement, items: string[], numbered: boolean): void {
  const indent = numbered ? 22 : 16;
  const bodyWidth = contentWidth(doc) - indent;
  const list = doc.struct("L");
  parent.add(list);
  items.forEach((item, index) => {
    startNewPageUnlessRoom(doc, bodyHeight(doc, item, bodyWidth));
    const y = doc.y;
    const listItem = doc.struct("LI");
    list.add(listItem);
    tagged(doc, listItem, "Lbl", () => {
      if (numbered) {
        doc
          .font(fonts.bold)
          .fontSize(body.size)
          .fillColor(colours.accent)
          .text(`${index + 1}.`, margin, y, { width: indent - 6, align: "right" });
      } else {
        doc
          .font(fonts.bold)
          .fontSize(body.size)
          .fillColor(colours.accent)
          .text("•", margin + 4, y);
      }
    });
    tagged(doc, listItem, "LBody", () => {
      bodyFont(doc).text(item, margin + indent, y, { width: bodyWidth, lineGap: body.lineGap });
    });
    listItem.end();
    doc.y += 4;
  });
  list.end();
  doc.y += 4;
}

/** A framed key point: a tinted box with an indigo bar on its left. */
function drawNote(doc: Doc, parent: StructureElement, text: string): void {
  const padding = 10;
  const bar = 3;
  const textWidth = contentWidth(doc) - bar - padding * 2;
  doc.font(fonts.bold).fontSize(body.size);
  const textHeight = doc.heightOfString(text, { width: textWidth, lineGap: body.lineGap });
  const boxHeight = textHeight + padding * 2 - body.lineGap;
  startNewPageUnlessRoom(doc, boxHeight);
  const top = doc.y + 2;
  artifact(doc, "Layout", () => {
    doc.rect(margin, top, contentWidth(doc), boxHeight).fill(colours.noteFill);
    doc.rect(margin, top, bar, boxHeight).fill(colours.accent);
  });
  tagged(doc, parent, "P", () => {
    doc
      .font(fonts.bold)
      .fontSize(body.size)
      .fillColor(colours.text)
      .text(text, margin + bar + padding, top + padding, { width: textWidth, lineGap: body.lineGap });
  });
  doc.y = top + boxHeight + 12;
}

/** Rough height of a block, used only to keep a heading with the start of what follows it. */
function blockHeight(doc: Doc, block: ManualBlock): number {
  const width = contentWidth(doc);
  if (block.kind === "paragraph" || block.kind === "note") return bodyHeight(doc, block.text, width - 26);
  return block.items.reduce((sum, item) => sum + bodyHeight(doc, item, width - 22) + 4, 0);
}

/** How much of a section must fit under its heading: its first blocks, up to `keepWithHeading`. */
function leadHeight(doc: Doc, blocks: ManualBlock[]): number {
  let height = 0;
  for (const block of blocks) {
    if (height >= keepWithHeading) break;
    height += blockHeight(doc, block) + 8;
  }
  return Math.min(height, keepWithHeading);
}

function drawBlock(doc: Doc, parent: StructureElement, block: ManualBlock): void {
  switch (block.kind) {
    case "paragraph":
      return drawParagraph(doc, parent, block.text);
    case "bullets":
      return drawList(doc, parent, block.items, false);
    case "steps":
      return drawList(doc, parent, block.items, true);
    case "note":
      return drawNote(doc, parent, block.text);
  }
}

/** The footer of every page: the manual's name and "Page N of M", written once the count is known. */
function drawFooters(doc: Doc, manual: Manual, lang: Lang): number {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const width = contentWidth(doc);
    const ruleY = doc.page.height - margin + 16;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(doc, "Pagination", () => {
      doc
        .moveTo(margin, ruleY)
        .lineTo(margin + width, ruleY)
        .lineWidth(0.5)
        .strokeColor(colours.rule)
        .stroke();
      doc.font(fonts.regular).fontSize(8.5).fillColor(colours.muted);
      doc.text(`${brand} · ${manual.title}`, margin, ruleY + 8, { width, lineBreak: false });
      doc.text(labels[lang].page(index - start + 1, count), margin, ruleY + 8, {
        width,
        align: "right",
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = bottomMargin;
  }
  return count;
}

// --- Documents ----------------------------------------------------------------------------------------

async function renderManual(manual: Manual, lang: Lang): Promise<{ pdf: Buffer; pages: number }> {
  assertWinAnsi(manual, lang);
  const doc = new PDFDocument({
    size: "A4",
    margin,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: labels[lang].locale,
    displayTitle: true,
    info: {
      Title: manual.title,
      Author: brand,
      Subject: manual.description,
      Creator: brand,
      CreationDate: fixedDate,
      ModDate: fixedDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const document = doc.struct("Document");
  doc.addStructure(document);
  drawCover(doc, document, manual);
  for (const section of manual.sections) {
    const part = doc.struct("Sect");
    document.add(part);
    drawHeading(doc, part, section.heading, leadHeight(doc, section.blocks));
    for (const block of section.blocks) drawBlock(doc, part, block);
    part.end();
  }
  const pages = drawFooters(doc, manual, lang);
  document.end();
  doc.end();
  return { pdf: await finished, pages };
}

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
