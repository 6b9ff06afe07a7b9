import { type ClientConfig, scrubReport } from '@dealer/domain';
import type { ApiFailure } from './api-failures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Error reporting in the page (spec part 1 section 7): loaded after the first render, and the SDK
 * only when the server names a DSN, so the sign-in page's JavaScript does not grow. Full trace
 * sampling; trace headers only on calls to our own API; every report scrubbed of customer data.
 */
export async function startErrorReporting(
  // Handed in rather than imported, so api-failures stays in the entry chunk, not a chunk of its own.
  setApiFailureReporter: (report: (failure: ApiFailure) => void) => void,
): Promise<void> {
  const response = await fetch('/api/public/client-config', { headers: { accept: 'application/json' } });
  if (!response.ok) return;
  const { errorReporting: config } = (await response.json()) as ClientConfig;
  if (!config) return;
  const Sentry = await import('@sentry/browser');
  const ownApi = [/^\/api\//, new RegExp(`^${escapeRegExp(config.apiOrigin)}/api/`)];
  if (window.location.origin !== config.apiOrigin) {
    ownApi.push(new RegExp(`^${escapeRegExp(window.location.origin)}/api/`));
  }
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release ?? undefined,
    tracesSampleRate: 1.0,
    tracePropagationTargets: ownApi,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (crumb) => scrubReport(crumb),
  });
  // A server fault seen by the page: reported under the request id the server logged it with.
  setApiFailureReporter((failure) =>
    Sentry.withScope((scope) => {
      scope.setTag('request_id', failure.requestId);
      scope.setTag('route', `${failure.method} ${failure.path.replace(/\d+/g, ':id')}`);
      scope.setFingerprint([
        'api-failure',
        failure.method,
        failure.path.replace(/\d+/g, ':id'),
        String(failure.status),
      ]);
      Sentry.captureMessage(`API ${failure.method} answered ${failure.status}`, 'error');
    }),
  );
}
