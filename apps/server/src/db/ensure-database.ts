import pg from 'pg';

/**
 * Creates the PostgreSQL database a URL names when it does not exist yet (asking the server's
 * `postgres` database), so the bench commands run on a fresh server. Answers the URL.
 */
export async function ensureDatabase(url: string): Promise<string> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return url;
}
