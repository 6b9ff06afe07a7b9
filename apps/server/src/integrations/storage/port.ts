import type { Readable } from 'node:stream';
import { randomToken } from '../../lib/crypto';

/** A stored file as the storage hands it back: its bytes as a stream and their count. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** The content type the store recorded with the bytes (a bucket does; local disk does not). */
  type?: string;
}

/**
 * Port for file storage (DESIGN.md 5): bytes by key. The local-disk default keeps them under
 * DATA_DIR; an S3-compatible client can stand in without the callers changing.
 */
export interface FileStorage {
  readonly name: string;
  /** Present when browsers send and fetch bytes straight to and from the store (S3 presigned URLs). */
  readonly direct?: DirectTransfer;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are random, never derived from a user's file name, so no name can reach another file. */
export function newStorageKey(): string {
  return randomToken();
}

/** What newStorageKey makes: 43 URL-safe characters. Anything else is refused before touching storage. */
export function isStorageKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(key);
}

/** What a direct download is answered as (the store sets these headers on its answer). */
export interface ServedAs {
  type: string;
  disposition: string;
}

/**
 * Presigned URLs of a store that browsers reach themselves. The signature binds the type and size
 * of an upload, so the store refuses any other; the bytes are still checked by us before the file
 * is listed (the callers read them back through get).
 */
export interface DirectTransfer {
  /** The origin those URLs point at, for the page's Content-Security-Policy (connect-src, img-src). */
  readonly origin: string;
  uploadUrl(key: string, file: { type: string; size: number }, ttlSeconds: number): Promise<string>;
  downloadUrl(key: string, served: ServedAs, ttlSeconds: number): Promise<string>;
}
