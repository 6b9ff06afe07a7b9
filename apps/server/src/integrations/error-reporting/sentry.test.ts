import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentryEndpoint, startSentryEndpoint } from '../../../test/support/sentry-endpoint';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { until } from '../../../test/support/until';

let endpoint: SentryEndpoint;
let t: TestApp;
const email = 'jane.doe@example.com';
const vin = '1HGCM82633A004352';

beforeAll(async () => {
  endpoint = await startSentryEndpoint();
  t = await createTestApp({ SENTRY_DSN: endpoint.dsn, SENTRY_ENVIRONMENT: 'test-suite' });
  // A route with a fault of ours, its message full of customer data.
  t.app.get('/api/test-fault/:vin', { config: { access: 'public' } }, async () => {
    throw new Error(`Could not send the offer to ${email} (555-123-4567) for ${vin}`);
  });
});
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

interface SpanItem {
  name: string;
  trace_id: string;
  attributes: Record<string, { value: unknown }>;
}
const spans = () =>
  endpoint.items.filter((i) => i.type === 'span').flatMap((i) => (i.payload as { items: SpanItem[] }).items);

describe('error reporting to a Sentry endpoint', () => {
  it("a route's 5xx arrives with its request id, in the web's trace, without the customer's data", async () => {
    const traceId = '0123456789abcdef0123456789abcdef';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test-fault/${vin}?email=${encodeURIComponent(email)}`,
      headers: {
        'x-request-id': 'web-req-0001',
        'sentry-trace': `${traceId}-89abcdef01234567-1`,
        baggage: `sentry-trace_id=${traceId},sentry-sample_rate=1,sentry-sampled=true`,
        cookie: 'sid=secret-session',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('web-req-0001');
    expect(res.json().error.message).toBe('Something went wrong. Please try again.');

    await until(() => endpoint.items.some((i) => i.type === 'event') && spans().length > 0);
    const event = endpoint.items.find((i) => i.type === 'event');
    expect(event).toBeDefined();
    const payload = event!.payload as {
      tags: Record<string, string>;
      environment: string;
      exception: { values: { value: string }[] };
      contexts: { trace: { trace_id: string } };
    };
    expect(payload.tags.request_id).toBe('web-req-0001');
    expect(payload.tags.route).toBe('GET /api/test-fault/:vin');
    expect(payload.environment).toBe('test-suite');
    expect(payload.exception.values[0]!.value).toBe('Could not send the offer to [email] ([phone]) for [vin]');
    expect(payload.contexts.trace.trace_id).toBe(traceId);

    // The request's span (the SDK streams spans), continuing the web's trace, named by route.
    const span = spans().find((s) => s.name === 'GET /api/test-fault/:vin')!;
    expect(span.trace_id).toBe(traceId);
    expect(span.attributes.request_id).toEqual({ value: 'web-req-0001', type: 'string' });

    for (const item of endpoint.items) {
      expect(item.raw).not.toContain(email);
      expect(item.raw).not.toContain('jane.doe');
      expect(item.raw).not.toContain(vin);
      expect(item.raw).not.toContain('555-123-4567');
      expect(item.raw).not.toContain('secret-session');
    }
  });

  it('answers that are not faults are not reported', async () => {
    const before = endpoint.items.filter((i) => i.type === 'event').length;
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    await until(() => spans().some((s) => s.name === 'GET /api/user'));
    expect(endpoint.items.filter((i) => i.type === 'event').length).toBe(before);
  });
});
