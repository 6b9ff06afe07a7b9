import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomToken } from './crypto';

function readSecret(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (text.length < 32)
    throw new Error(`${path} does not hold a secret of at least 32 characters; delete it to make a new one.`);
  return text;
}

/**
 * The secret kept in `path`, made (256 random bits, readable by the owner only) when there is none.
 * It is written under a temporary name and linked into place, so two processes starting at once
 * never read half a file and both end up with the one that was linked first.
 */
export function readOrCreateSecret(path: string): string {
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomToken().slice(0, 8)}.partial`;
  writeFileSync(temp, `${randomToken()}\n`, { mode: 0o600 });
  try {
    linkSync(temp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(temp, { force: true });
  }
  return readSecret(path)!;
}
