import type { UploadMimeType } from '@dealer/domain';

/** A type we accept files as (the domain's upload types), told by the file's first bytes. */
export interface SniffedType {
  type: UploadMimeType;
  ext: string;
}

const latin1 = (b: Uint8Array, start: number, end: number) => Buffer.from(b.subarray(start, end)).toString('latin1');

const SIGNATURES: (SniffedType & { test: (b: Uint8Array) => boolean })[] = [
  // PDF readers allow a little junk before the header; we do not.
  { type: 'application/pdf', ext: 'pdf', test: (b) => latin1(b, 0, 5) === '%PDF-' },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b) => latin1(b, 0, 8) === '\x89PNG\r\n\x1a\n' },
  { type: 'image/webp', ext: 'webp', test: (b) => latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP' },
  {
    type: 'image/heic',
    ext: 'heic',
    test: (b) => latin1(b, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)/.test(latin1(b, 8, 12)),
  },
];

/**
 * The type of the bytes themselves, never the name or the declared type: PDF, JPEG, PNG, WebP or
 * HEIC, or null for anything else (HTML, SVG, scripts...), which is never stored or served.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { type: match.type, ext: match.ext } : null;
}
