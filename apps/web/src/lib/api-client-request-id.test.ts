import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { type ApiFailure, setApiFailureReporter } from './error-reporting/api-failures';

// Node has no window: the page's location, as on our own origin.
const location = {
  origin: 'https://app.example.com',
  pathname: '/metro/appraisals',
  search: '',
  href: 'https://app.example.com/metro/appraisals',
};
beforeEach(() => vi.stubGlobal('window', { location }));
afterEach(() => {
  vi.unstubAllGlobals();
  setApiFailureReporter(null);
});

function stubFetch(status: number, body = '{}') {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('apiRequest: request ids and raw bodies', () => {
  it('sends a fresh x-request-id with every call to our API', async () => {
    const calls = stubFetch(200);
    await apiRequest('/user');
    await apiRequest('/user');
    const ids = calls.map((c) => (c.init.headers as Record<string, string>)['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(calls[0]!.url).toBe('/api/user');
  });

  it('sends a Blob as its own bytes and type (a logo upload)', async () => {
    const calls = stubFetch(200);
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await apiRequest('/dealers/1/logo', { method: 'POST', body: file, skipAuthRedirect: true });
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('image/png');
    expect(calls[0]!.init.body).toBe(file);
  });

  it('reports a 5xx under the request id it was sent with, and nothing else', async () => {
    const failures: ApiFailure[] = [];
    setApiFailureReporter((f) => failures.push(f));
    const calls = stubFetch(500, '{"error":{"code":"INTERNAL","message":"Something went wrong. Please try again."}}');
    await expect(apiRequest('/appraisals/7', { params: { q: 'jane@example.com' } })).rejects.toMatchObject({
      status: 500,
    });
    const sent = (calls[0]!.init.headers as Record<string, string>)['x-request-id'];
    expect(failures).toEqual([{ status: 500, method: 'GET', path: '/appraisals/7', requestId: sent }]);

    stubFetch(404, '{"error":{"code":"NOT_FOUND","message":"Not found."}}');
    await expect(apiRequest('/appraisals/8', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 404 });
    expect(failures).toHaveLength(1);
  });
});
