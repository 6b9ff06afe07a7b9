import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { openSse } from '../../../test/support/sse-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { CircuitBreaker } from '../../integrations/valuations';
import { enqueueJob } from '../jobs';
import { enqueueMessage } from '../outbox/outbox.service';
import { runInitialValuations } from '../valuations';

const TOKEN = 'metrics-token-0123456789abcdef';
/** A vehicle every valuation sandbox values. */
const VEHICLE = { vin: '4T1B11HK5NU123456', year: 2022, make: 'Toyota', model: 'Camry', trim: 'SE', mileage: 40_000 };
let t: TestApp;
let off: TestApp;
let dealerId: number;
let cookie: string;

beforeAll(async () => {
  // The job worker stays idle: the backlog test's job has no handler.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, JOB_POLL_MS: '3600000' });
  off = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  cookie = await t.login(user.email);
});

afterAll(async () => {
  await t?.close();
  await off?.close();
});

const scrape = (app: TestApp = t, authorization: string | null = `Bearer ${TOKEN}`) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series of the exposition, or undefined when it is not there. */
async function series(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of res.body.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(',') : [];
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is a 404 when no METRICS_TOKEN is configured, even with a token', async () => {
    const res = await scrape(off);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('is a 401 without the token or with a wrong one', async () => {
    for (const authorization of [null, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it("is not in the OpenAPI document (it is the monitoring stack's, not the API's)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('counts requests by route pattern, method and status, never by URL', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId);
    const headers = { cookie, 'x-dealer-id': String(dealerId) };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/appraisals/${a.id}`, headers });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/appraisals/999999999', headers });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing?email=maria@example.test' });
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = { method: 'GET', route: '/api/appraisals/:id' };
    expect(await series('http_requests_total', { ...labels, status_code: '200' })).toBe(3);
    expect(await series('http_requests_total', { ...labels, status_code: '404' })).toBe(1);
    expect(await series('http_request_duration_seconds_count', { ...labels, status_code: '200' })).toBe(3);
    expect(await series('http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(res.body).not.toContain(`/api/appraisals/${a.id}`);
    expect(res.body).not.toContain('maria');
    // The usual process series come with it.
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('shows the outbox backlog and the age of its oldest message, read at the scrape', async () => {
    expect(await series('outbox_pending_messages')).toBe(0);
    expect(await series('outbox_oldest_pending_age_seconds')).toBe(0);
    const message = { dealerId, channel: 'email' as const, subject: 'Your offer', body: 'Hello', links: [] };
    await enqueueMessage(t.ctx.db, { ...message, recipient: 'a@example.test' });
    await enqueueMessage(t.ctx.db, { ...message, recipient: 'b@example.test' });
    t.advance(120_000);
    expect(await series('outbox_pending_messages')).toBe(2);
    expect(await series('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(119);
  });

  it('shows the job backlog and the age of its oldest job', async () => {
    const before = (await series('jobs_pending')) ?? -1;
    await enqueueJob(t.ctx.db, 'metrics-test-kind', {});
    t.advance(60_000);
    expect(await series('jobs_pending')).toBe(before + 1);
    expect(await series('jobs_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(59);
  });

  it("counts valuation calls by provider and outcome, and shows each provider's breaker", async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, VEHICLE);
    await runInitialValuations(t.ctx, dealerId, a.id);
    for (const provider of ['mmr', 'jdp', 'galves', 'blackbook']) {
      expect(await series('valuation_provider_calls_total', { provider, outcome: 'ok' })).toBe(1);
      expect(await series('valuation_provider_breaker_open', { provider })).toBe(0);
    }
    const breaker = new CircuitBreaker(t.ctx.db, 'galves', () => t.ctx.now());
    for (let i = 0; i < 5; i++) await breaker.failed();
    expect(await series('valuation_provider_breaker_open', { provider: 'galves' })).toBe(1);
    expect(await series('valuation_provider_breaker_open', { provider: 'mmr' })).toBe(0);
    const b = await newAppraisal(t.ctx.db, dealerId, VEHICLE);
    await runInitialValuations(t.ctx, dealerId, b.id);
    expect(await series('valuation_provider_calls_total', { provider: 'galves', outcome: 'circuit_open' })).toBe(1);
    t.advance(120_000);
    expect(await series('valuation_provider_breaker_open', { provider: 'galves' })).toBe(0);
  });

  it('counts the live streams open on the instance', async () => {
    expect(await series('live_stream_connections')).toBe(0);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = openSse(`${base}/api/user/events`, { cookie });
    await expect.poll(() => series('live_stream_connections')).toBe(1);
    stream.close();
    await expect.poll(() => series('live_stream_connections')).toBe(0);
  });

  it("shows the PostgreSQL pool's use (the embedded database has no pool)", async () => {
    const total = await series('db_pool_connections');
    if (t.database.driver === 'pg') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(await series('db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(await series('db_pool_waiting_requests')).toBe(0);
    } else expect(total).toBeUndefined();
  });
});
