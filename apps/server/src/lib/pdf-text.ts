import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';

/** Text colour of our documents (offer letter, odometer statement). */
export const INK = rgb(0.1, 0.1, 0.1);

/** The standard fonts write WinAnsi only: anything else in a customer's name becomes '?'. */
export const winAnsi = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export interface PageLayout {
  width: number;
  height: number;
  margin: number;
  /** Body text size, in points. */
  fontSize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
}

/** Where the next line of a one-page document goes, and with which fonts. */
export interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  layout: PageLayout;
  y: number;
}

/** A new one-page document with its metadata, and a pen at the top margin. */
export async function onePageDocument(
  meta: { title: string; subject: string; author?: string; date: Date },
  layout: PageLayout,
): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setSubject(meta.subject);
  if (meta.author !== undefined) pdf.setAuthor(winAnsi(meta.author));
  pdf.setCreator('Dealer Admin');
  pdf.setProducer('Dealer Admin');
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  const pen: Pen = {
    page: pdf.addPage([layout.width, layout.height]),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    layout,
    y: layout.height - layout.margin - 10,
  };
  return { pdf, pen };
}

/** Greedy word wrap: pdf-lib draws one line per call and does not break text itself. */
function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  let line = '';
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Left edge; the margin by default. */
  x?: number;
  /** Wrap width; up to the right margin by default. */
  width?: number;
}

/** Writes `value` wrapped to the width from the pen's line down, leaving the pen under it; its own line breaks are kept. */
export function writeText(pen: Pen, value: string, style: TextStyle = {}) {
  const size = style.size ?? pen.layout.fontSize;
  const font = style.bold ? pen.bold : pen.regular;
  const x = style.x ?? pen.layout.margin;
  const width = style.width ?? pen.layout.width - pen.layout.margin - x;
  const lines = value.split(/\r?\n/).flatMap((paragraph) => wrapWords(winAnsi(paragraph), font, size, width));
  for (const line of lines) {
    if (line) pen.page.drawText(line, { x, y: pen.y, size, font, color: style.color ?? INK });
    pen.y -= size * pen.layout.leading;
  }
}
