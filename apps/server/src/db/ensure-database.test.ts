import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../test/support/driver';
import { withDatabase } from '../../test/support/global-setup';
import { ensureDatabase } from './ensure-database';

describe.skipIf(testDriver() !== 'pg')('ensureDatabase', () => {
  it('creates the database the URL names when missing, and leaves it be when present', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `dealer_admin_e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    try {
      expect(await exists()).toBe(0);
      const url = withDatabase(server, name);
      expect(await ensureDatabase(url)).toBe(url);
      expect(await exists()).toBe(1);
      await ensureDatabase(url);
      expect(await exists()).toBe(1);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
