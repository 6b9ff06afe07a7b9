import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem, type } from 'node:os';
import pg from 'pg';

/** The commit measured, or a note that the tree is not a git checkout (or has changes). */
function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown commit';
  }
}

/**
 * What a figure ran on, said so that someone else can tell: the commit, the cores, memory, the
 * system and the PostgreSQL server. A host name or "this machine" tells a reader nothing.
 */
export async function runFacts(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    const gib = Math.round(totalmem() / 2 ** 30);
    return `commit ${commit()}, ${cpus().length} cores, ${gib} GiB, ${type()} ${release()}, PostgreSQL ${rows[0]?.server_version}`;
  } finally {
    await client.end();
  }
}
