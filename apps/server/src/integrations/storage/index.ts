import type { Config } from '../../config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './port';
import { s3Storage } from './s3';

export type { DirectTransfer, FileStorage, ServedAs, StoredFile } from './port';
export { newStorageKey } from './port';
export * from './signed-url';

/** The storage the config names: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export function createStorage(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(config.dataDir);
}
