// Lays out one manual as a tagged A4 PDF with pdfkit: an indigo cover band, headed sections, paragraphs,
// lists and notes, and a footer with the page count. scripts/make-manuals.ts writes the files.
//
// Only the standard PDF fonts are used (Helvetica, nothing embedded, which keeps each file small). The
// PDFs are tagged (headings, paragraphs, lists) for screen readers, with decoration and page numbers
// marked as artifacts. The output is deterministic: fixed dates, and the file /ID that pdfkit derives
// from them.
import PDFDocument from "pdfkit";
import { site } from "../content/site";
import type { Manual, ManualBlock } from "../content/types";
import type { Lang } from "../app/i18n-routes";
import {
  artifact,
  body,
  bodyFont,
  bodyHeight,
  colours,
  contentWidth,
  fonts,
  keepWithHeading,
  margin,
  startNewPageUnlessRoom,
  tagged,
  type Doc,
  type StructureElement,
} from "./manual-style";
import { assertWinAnsi } from "./manual-characters";

/** Every PDF says it was made on this date, so that regenerating an unchanged manual changes nothing. */
const fixedDate = new Date("2026-11-21T00:00:00Z");

const brand = site.brandName;
const programme = "First Aiducation";

const labels: Record<Lang, { locale: string; page: (n: number, total: number) => string }> = {
  es: { locale: "es-ES", page: (n, total) => `Página ${n} de ${total}` },
  en: { locale: "en-GB", page: (n, total) => `Page ${n} of ${total}` },
  ca: { locale: "ca-ES", page: (n, total) => `Pàgina ${n} de ${total}` },
};

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

export async function renderManual(manual: Manual, lang: Lang): Promise<{ pdf: Buffer; pages: number }> {
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
