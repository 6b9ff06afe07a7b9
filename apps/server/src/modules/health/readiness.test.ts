import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('readiness apart from liveness', () => {
  it('is ready on a database that ran every migration of the build', async () => {
    expect((await get('/api/ready')).json()).toEqual({ status: 'ready' });
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready (503) while a migration of the build has not run; still alive', async () => {
    // This file's own copy of the database: as if the build shipped a migration not yet run.
    await t.ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: { code: 'MIGRATIONS_PENDING', message: 'Database migrations not applied: 1.' },
    });
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('is not ready (503) when the database does not answer', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toEqual({ code: 'NOT_READY', message: 'Database unreachable.' });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.app.close().catch(() => {});
  });
});
