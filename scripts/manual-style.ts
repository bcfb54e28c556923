// The look shared by every part of a manual's PDF (margins, fonts, colours, body text) and the small
// helpers that draw with it. scripts/manual-pdf.ts lays out the pages.

export const margin = 56;
export const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };
export const colours = {
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
export const body = { size: 10.5, lineGap: 3 };
/** Room kept for a heading's first lines of text, so that a heading never ends a page on its own. */
export const keepWithHeading = 60;

export type Doc = PDFKit.PDFDocument;
export type StructureElement = PDFKit.PDFStructureElement;

export function contentWidth(doc: Doc): number {
  return doc.page.width - margin * 2;
}

export function startNewPageUnlessRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** Decoration (bands, frames, rules, page numbers) is marked as an artifact so that screen readers skip it. */
export function artifact(doc: Doc, type: "Layout" | "Pagination", draw: () => void): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** Adds a structure element whose content is what `draw` writes. */
export function tagged(doc: Doc, parent: StructureElement, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

export function bodyFont(doc: Doc): Doc {
  return doc.font(fonts.regular).fontSize(body.size).fillColor(colours.text);
}

export function bodyHeight(doc: Doc, text: string, width: number): number {
  return bodyFont(doc).heightOfString(text, { width, lineGap: body.lineGap });
}
