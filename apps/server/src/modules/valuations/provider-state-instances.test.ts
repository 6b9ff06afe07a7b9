import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/support/test-app';

/**
 * Provider state shared by every instance: two apps on one database (each with its own memory
 * and its own sandboxes) spend one breaker's five failures between them and read one call meter.
 */
let a: TestApp;
let b: TestApp;
let dataDir: string;
let dealerId: number;
let cookie: string;
const vehicle = { vin: '4T1B11HK5NU123456', year: 2022, make: 'Toyota', model: 'Camry', trim: 'SE', mileage: 40_000 };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'provider-state-'));
  a = await createTestApp({ DATA_DIR: dataDir });
  b = await createTwinApp(a, { DATA_DIR: dataDir });
  dealerId = (await newDealer(a.ctx.db, { name: 'Austin Motors', state: 'TX' })).id;
  cookie = await a.login((await newUser(a.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const headers = () => ({ cookie, 'x-dealer-id': String(dealerId) });
/** Each instance runs its own sandbox: the outage is switched on both. */
const outage = async (provider: string, mode: 'ok' | 'error') => {
  for (const app of [a, b]) {
    const res = await app.app.inject({ method: 'PUT', url: `/sandbox/${provider}/_sandbox/outage`, payload: { mode } });
    expect(res.statusCode).toBe(200);
  }
};
afterEach(async () => {
  for (const p of ['mmr', 'jdp', 'galves', 'blackbook']) await outage(p, 'ok');
});
const rerun = (app: TestApp, id: number, provider: string, body: object, query = '') =>
  app.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/rerun-${provider}-valuation${query}`,
    headers: headers(),
    payload: body,
  });
const calls = async (app: TestApp, provider: string) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/dealer_provider_calls', headers: headers() });
  expect(res.statusCode).toBe(200);
  return (res.json().providers as { provider: string; calls: number }[]).find((p) => p.provider === provider)!.calls;
};
const codeOf = async (res: Promise<{ json(): { error?: { code: string } } }>) => (await res).json().error?.code;

describe('the circuit breaker across instances', () => {
  it('opens after five failures in all (three on A, two on B) and is open on both', async () => {
    const rec = await newAppraisal(a.ctx.db, dealerId, vehicle);
    await outage('jdp', 'error');
    for (let i = 0; i < 3; i++)
      expect(await codeOf(rerun(a, rec.id, 'jdp', { range: 'clean' }))).toBe('PROVIDER_ERROR');
    for (let i = 0; i < 2; i++)
      expect(await codeOf(rerun(b, rec.id, 'jdp', { range: 'clean' }))).toBe('PROVIDER_ERROR');
    expect(await calls(a, 'jdp')).toBe(5);

    // The provider is back, but neither instance calls it for a minute.
    await outage('jdp', 'ok');
    for (const app of [a, b]) {
      const open = await rerun(app, rec.id, 'jdp', { range: 'clean' });
      expect(open.statusCode).toBe(502);
      expect(open.json().error).toMatchObject({
        code: 'PROVIDER_CIRCUIT_OPEN',
        message:
          'JDP failed 5 times within a minute, so it is not called for a minute. Try again later or enter the value manually.',
      });
    }
    expect(await calls(b, 'jdp')).toBe(5);

    // A minute on, it closes for both.
    a.advance(61_000);
    b.advance(61_000);
    expect((await rerun(b, rec.id, 'jdp', { range: 'clean' })).statusCode).toBe(200);
    expect((await rerun(a, rec.id, 'jdp', { range: 'clean' }, '?force=true')).statusCode).toBe(200);
    expect(await calls(a, 'jdp')).toBe(7);
  });

  it('loses no failure when the instances fail at the same time', async () => {
    const rec = await newAppraisal(a.ctx.db, dealerId, vehicle);
    await outage('blackbook', 'error');
    const failing = [a, a, b, b].map((app) => codeOf(rerun(app, rec.id, 'blackbook', { range: 'rough' })));
    expect(await Promise.all(failing)).toEqual(Array(4).fill('PROVIDER_ERROR'));
    // Four counted: one more opens it.
    expect(await codeOf(rerun(b, rec.id, 'blackbook', { range: 'rough' }))).toBe('PROVIDER_ERROR');
    expect(await codeOf(rerun(a, rec.id, 'blackbook', { range: 'rough' }))).toBe('PROVIDER_CIRCUIT_OPEN');
  });

  it('a success on either instance starts the count again', async () => {
    const rec = await newAppraisal(a.ctx.db, dealerId, vehicle);
    await outage('galves', 'error');
    for (let i = 0; i < 4; i++) await rerun(i % 2 ? a : b, rec.id, 'galves', { range: 'trade' });
    await outage('galves', 'ok');
    expect((await rerun(b, rec.id, 'galves', { range: 'trade' })).statusCode).toBe(200);
    await outage('galves', 'error');
    for (let i = 0; i < 4; i++) {
      expect(await codeOf(rerun(i % 2 ? b : a, rec.id, 'galves', { range: 'trade' }, '?force=true'))).toBe(
        'PROVIDER_ERROR',
      );
    }
  });
});

describe('the monthly call meter across instances', () => {
  it('counts every call of both instances, made at the same time, and both read one count', async () => {
    const rec = await newAppraisal(a.ctx.db, dealerId, vehicle);
    const start = await calls(a, 'mmr');
    const runs = [a, b, a, b, a, b, a, b].map((app) =>
      rerun(app, rec.id, 'mmr', { range: 'Average' }, '?force=true').then((r) => r.statusCode),
    );
    expect(await Promise.all(runs)).toEqual(Array(8).fill(200));
    expect(await calls(a, 'mmr')).toBe(start + 8);
    expect(await calls(b, 'mmr')).toBe(start + 8);
  });
});
