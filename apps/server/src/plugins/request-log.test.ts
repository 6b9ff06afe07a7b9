import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser, TEST_PASSWORD } from '../../test/support/factories';
import { cloneTestDatabase } from '../../test/support/test-database';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';

/** An app logging at info, as in production, into `lines`. */
let built: App;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await cloneTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://app.test' });
  built = await buildApp({
    config,
    database,
    outboxWorker: 'manual',
    notificationScan: 'manual',
    logStream: { write: (line) => lines.push(line) },
  });
});

afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

/** The request lines (incoming and completed) of one request id. */
const requestLines = (reqId: string) =>
  lines.map((l) => JSON.parse(l) as { reqId?: string; req?: Record<string, unknown> }).filter((l) => l.reqId === reqId);

describe('request logs', () => {
  it("carry the route's pattern and the request id, never the query string, ids or bodies", async () => {
    const dealerId = (await newDealer(built.ctx.db)).id;
    const email = 'staff.person@example.test';
    await newUser(built.ctx.db, { dealerIds: [dealerId], email });
    const login = await built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { cookie, 'x-dealer-id': String(dealerId) };
    const filter = encodeURIComponent(JSON.stringify({ q: 'maria.lopez@example.test' }));
    const list = await built.app.inject({
      method: 'GET',
      url: `/api/appraisals?filter=${filter}`,
      headers: { ...headers, 'x-request-id': 'list-request-0001' },
    });
    expect(list.statusCode).toBe(200);
    const a = await newAppraisal(built.ctx.db, dealerId);
    await built.app.inject({
      method: 'GET',
      url: `/api/appraisals/${a.id}?phone=5550102000`,
      headers: { ...headers, 'x-request-id': 'detail-request-0001' },
    });
    await built.app.inject({
      method: 'GET',
      url: '/offer/secret-offer-token-123?name=Maria',
      headers: { 'x-request-id': 'page-request-0001' },
    });
    const all = lines.join('\n');
    for (const leak of ['maria', 'Maria', '%40', email, TEST_PASSWORD, '5550102000', 'secret-offer-token', 'filter=']) {
      expect(all).not.toContain(leak);
    }
    const incoming = (reqId: string) => requestLines(reqId).find((l) => l.req)?.req;
    expect(incoming('list-request-0001')).toMatchObject({ method: 'GET', route: '/api/appraisals' });
    expect(incoming('detail-request-0001')).toMatchObject({ route: '/api/appraisals/:id' });
    expect(incoming('page-request-0001')).toMatchObject({ route: '/offer/*' });
    expect(requestLines('list-request-0001').some((l) => JSON.stringify(l).includes('request completed'))).toBe(true);
  });
});
