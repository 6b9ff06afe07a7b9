import type { Readable } from 'node:stream';
import { randomToken } from '../../lib/crypto';

/** A stored file as the storage hands it back: its bytes as a stream and their count. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Port for file storage (DESIGN.md 5): bytes by key. The local-disk default keeps them under
 * DATA_DIR; an S3-compatible client can stand in without the callers changing.
 */
export interface FileStorage {
  readonly name: string;
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
