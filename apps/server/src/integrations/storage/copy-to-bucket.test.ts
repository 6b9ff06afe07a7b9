import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server';
import { loadConfig } from '../../config';
import { copyLocalFiles } from './copy-to-bucket';
import { localDiskStorage } from './local-disk';
import { newStorageKey } from './port';
import { s3Storage } from './s3';

let s3: TestS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3('copy-target');
  dataDir = await mkdtemp(join(tmpdir(), 'copy-to-bucket-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytesOf = async (storage: ReturnType<typeof s3Storage>, key: string) => {
  const file = await storage.get(key);
  return file ? Buffer.concat(await file.body.toArray()) : null;
};

describe('copying local files into a bucket', () => {
  it('copies every stored file under its key, skips what is already there and what is not a file of ours', async () => {
    const local = localDiskStorage(dataDir);
    const keys = [newStorageKey(), newStorageKey()];
    await local.put(keys[0]!, Buffer.from('%PDF-1.7 first'));
    await local.put(keys[1]!, Buffer.from('second file'));
    // A write cut short and a stray file: neither is copied.
    const folder = join(dataDir, 'files', keys[0]!.slice(0, 2));
    await writeFile(join(folder, `${keys[0]}.123.partial`), 'half');
    await mkdir(join(dataDir, 'files', 'zz'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'zz', 'notes.txt'), 'not a key');

    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...s3.env, S3_BUCKET: s3.bucket });
    const bucket = s3Storage(config.s3!);
    expect(await copyLocalFiles(dataDir, bucket)).toEqual({ copied: 2, skipped: 0 });
    expect(await bytesOf(bucket, keys[0]!)).toEqual(Buffer.from('%PDF-1.7 first'));
    expect(await bytesOf(bucket, keys[1]!)).toEqual(Buffer.from('second file'));

    expect(await copyLocalFiles(dataDir, bucket)).toEqual({ copied: 0, skipped: 2 });
  });

  it('an empty or missing files folder copies nothing', async () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...s3.env });
    const empty = await mkdtemp(join(tmpdir(), 'copy-empty-'));
    expect(await copyLocalFiles(empty, s3Storage(config.s3!))).toEqual({ copied: 0, skipped: 0 });
    await rm(empty, { recursive: true, force: true });
  });
});
