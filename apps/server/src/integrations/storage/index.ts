import type { Config } from '../../config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './port';

export type { FileStorage, StoredFile } from './port';
export { newStorageKey } from './port';
export * from './signed-url';

/** The storage the config names; local disk is the only one so far (an S3-compatible client is to come). */
export function createStorage(config: Config): FileStorage {
  return localDiskStorage(config.dataDir);
}
