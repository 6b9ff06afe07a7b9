import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrPng, qrPosterPdf, qrSvg } from './qr-code';

/** Reads a PNG QR code back to its text, as a phone camera would. */
function decode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const LINK = 'https://dealer.example.test/lakeside-motors/sell?campaign=42';

describe('campaign QR codes', () => {
  it('a generated PNG decodes back to its link', async () => {
    expect(decode(await qrPng(LINK))).toBe(LINK);
    const service =
      'https://dealer.example.test/lakeside-motors/open/service?duid=3f0e2a9c-1b7d-4c1e-9a51-1f1a2b3c4d5e';
    expect(decode(await qrPng(service, 300))).toBe(service);
  });

  it('the SVG is a scalable drawing of the same code; the poster is one page holding it', async () => {
    const svg = await qrSvg(LINK);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox');
    const pdf = await PDFDocument.load(
      await qrPosterPdf({
        dealerName: 'Lakeside Motors',
        title: 'Trade in',
        subtitle: 'Spring',
        link: LINK,
        date: new Date(),
      }),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Lakeside Motors: Trade in');
    expect(pdf.getSubject()).toBe(LINK);
  });
});
