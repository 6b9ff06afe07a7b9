import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  withScope: vi.fn(),
  captureMessage: vi.fn(),
}));
vi.mock('@sentry/browser', () => sentry);

import { startErrorReporting } from './start';

function stubConfig(errorReporting: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ errorReporting }), { status: 200 })),
  );
}

// Node has no window: the page's location, as on our own origin.
const location = {
  origin: 'https://app.example.com',
  pathname: '/metro/appraisals',
  search: '',
  href: 'https://app.example.com/metro/appraisals',
};
beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('window', { location });
});
afterEach(() => vi.unstubAllGlobals());

describe('startErrorReporting', () => {
  it('without a DSN the SDK is never initialised', async () => {
    stubConfig(null);
    const setReporter = vi.fn();
    await startErrorReporting(setReporter);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(setReporter).not.toHaveBeenCalled();
  });

  it('with a DSN: full trace sampling, trace headers only to our API, reports scrubbed', async () => {
    stubConfig({
      dsn: 'https://k@o1.ingest.example.io/2',
      environment: 'prod',
      release: null,
      apiOrigin: 'https://app.example.com',
    });
    const setReporter = vi.fn();
    await startErrorReporting(setReporter);
    const options = sentry.init.mock.calls[0]![0];
    expect(options.tracesSampleRate).toBe(1);
    const ours = (url: string) => options.tracePropagationTargets.some((t: RegExp) => t.test(url));
    expect(ours('/api/appraisals/7')).toBe(true);
    expect(ours('https://app.example.com/api/user')).toBe(true);
    expect(ours('https://bucket.s3.us-east-1.amazonaws.com/files/abc')).toBe(false);
    expect(ours('https://app.example.com.evil.io/api/user')).toBe(false);
    expect(
      options.beforeSend({ message: 'offer to jane@example.com', user: { id: 3, email: 'jane@example.com' } }),
    ).toEqual({
      message: 'offer to [email]',
      user: { id: 3 },
    });
    expect(setReporter).toHaveBeenCalledOnce();
  });
});
