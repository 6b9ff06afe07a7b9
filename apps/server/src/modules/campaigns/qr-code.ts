import QRCode from 'qrcode';
import { onePageDocument, winAnsi } from '../../lib/pdf-text';

/** The downloads a QR code comes in: a vector for print shops, a picture, a one-page poster. */
export const QR_FORMATS = ['svg', 'png', 'pdf'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

export const QR_CONTENT_TYPES: Record<QrFormat, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Medium error correction: survives a smudge on a printed flyer, still few modules for a long link. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}

export function qrPng(text: string, width = 600): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width });
}

export interface QrPoster {
  dealerName: string;
  /** What the code opens ("Sell us your car", "Service appraisal"). */
  title: string;
  /** The campaign's name, or nothing. */
  subtitle: string | null;
  link: string;
  date: Date;
}

const LETTER = { width: 612, height: 792, margin: 54, fontSize: 12, leading: 1.3 };

/** A printable US Letter page: the dealer's name, what the code is for, the code, and its link. */
export async function qrPosterPdf(poster: QrPoster): Promise<Uint8Array> {
  const { pdf, pen } = await onePageDocument(
    { title: `${winAnsi(poster.dealerName)}: ${poster.title}`, subject: poster.link, date: poster.date },
    LETTER,
  );
  const centre = (text: string, size: number, bold = false) => {
    const font = bold ? pen.bold : pen.regular;
    const safe = winAnsi(text);
    const width = font.widthOfTextAtSize(safe, size);
    // Too wide for the page (a very long link): shrink it to fit rather than run off the edge.
    const fitted =
      width > LETTER.width - 2 * LETTER.margin ? (size * (LETTER.width - 2 * LETTER.margin)) / width : size;
    const x = (LETTER.width - font.widthOfTextAtSize(safe, fitted)) / 2;
    pen.page.drawText(safe, { x, y: pen.y, size: fitted, font });
    pen.y -= fitted * LETTER.leading;
  };
  pen.y -= 20;
  centre(poster.dealerName, 30, true);
  pen.y -= 8;
  centre(poster.title, 22);
  if (poster.subtitle) centre(poster.subtitle, 16);
  const side = 380;
  const image = await pdf.embedPng(await qrPng(poster.link, 1000));
  pen.y -= side + 10;
  pen.page.drawImage(image, { x: (LETTER.width - side) / 2, y: pen.y, width: side, height: side });
  pen.y -= 30;
  centre('Scan with your phone camera', 14, true);
  centre(poster.link, 10);
  return pdf.save();
}
