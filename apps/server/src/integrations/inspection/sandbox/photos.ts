import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Largest photo the capture page takes; phones write 2-8 MB JPEGs, HEIC less. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Session keys the sandbox hands out (and demo keys) are URL-safe; anything else never reaches the disk. */
export const SESSION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'image/heic',
    ext: 'heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^(heic|heix|mif1|msf1|hevc)/.test(b.subarray(8, 12).toString('latin1')),
  },
];

/**
 * The image type of the bytes themselves, never the name or the declared type: the photo is later
 * served with this type, so only real JPEG, PNG, WebP and HEIC photos are kept.
 */
export function sniffImage(bytes: Buffer): { type: string; ext: string } | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { type: match.type, ext: match.ext } : null;
}

/** Photos live under `${DATA_DIR}/sandbox/inspection/<session key>/`. */
export function photoStore(dataDir: string) {
  const root = resolve(dataDir, 'sandbox', 'inspection');
  return {
    async put(sessionKey: string, file: string, bytes: Buffer) {
      const dir = join(root, sessionKey);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, file), bytes);
    },
    async get(sessionKey: string, file: string): Promise<Buffer | null> {
      return readFile(join(root, sessionKey, file)).catch(() => null);
    },
  };
}
