/** TEST_DB=pg runs the API suites on the PostgreSQL of TEST_DATABASE_URL; anything else on PGlite. */
export function testDriver(): 'pglite' | 'pg' {
  if (process.env.TEST_DB !== 'pg') return 'pglite';
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  return 'pg';
}
