import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF shows. pdf-lib cannot extract text, so we read what it wrote: every content stream
 * of every page, inflated, and the hex strings of its Tj operators decoded (pdf-lib writes
 * standard-font text as <hex> Tj).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
