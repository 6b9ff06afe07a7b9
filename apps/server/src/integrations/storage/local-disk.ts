import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type FileStorage, isStorageKey } from './port';

/**
 * Files under `${dataDir}/files`, two characters of the key as a sub-folder so one folder never
 * holds every file. Writes go to a temporary name first, so a reader never sees half a file.
 */
export function localDiskStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key.');
    return join(root, key.slice(0, 2), key);
  };
  return {
    name: 'local-disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const temp = `${path}.${process.pid}.partial`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      // A key we never hand out names no file (a signed link may still carry one from elsewhere).
      if (!isStorageKey(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
