import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type SniffedType, sniffFileType } from '../../../lib/file-type';

/** Largest photo the capture page takes; phones write 2-8 MB JPEGs, HEIC less. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Session keys the sandbox hands out (and demo keys) are URL-safe; anything else never reaches the disk. */
export const SESSION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The image type of the bytes themselves, never the name or the declared type: the photo is later
 * served with this type, so only real JPEG, PNG, WebP and HEIC photos are kept.
 */
export function sniffImage(bytes: Buffer): SniffedType | null {
  const sniffed = sniffFileType(bytes);
  return sniffed?.type.startsWith('image/') ? sniffed : null;
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
