import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type FileStorage, isStorageKey } from './port';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: a second run copies nothing. */
  skipped: number;
}

/**
 * Copies every file the local-disk storage holds (`${dataDir}/files/xx/<key>`) into another
 * storage under the same key, so the database's keys keep naming them. Half-written files
 * (`.partial`) and names that are not keys are left alone.
 */
export async function copyLocalFiles(
  dataDir: string,
  target: FileStorage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const root = resolve(dataDir, 'files');
  const report: CopyReport = { copied: 0, skipped: 0 };
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders.filter((f) => f.isDirectory())) {
    for (const name of await readdir(join(root, folder.name))) {
      if (!isStorageKey(name)) continue;
      const bytes = await readFile(join(root, folder.name, name));
      const there = await target.get(name);
      there?.body.destroy();
      const copy = there?.size !== bytes.length;
      if (copy) await target.put(name, bytes);
      report[copy ? 'copied' : 'skipped'] += 1;
      onFile(name, copy);
    }
  }
  return report;
}
