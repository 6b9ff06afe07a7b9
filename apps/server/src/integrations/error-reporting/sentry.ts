import { scrubReport } from '@dealer/domain';
import * as Sentry from '@sentry/node';
import type { SentryConfig } from '../../config';
import type { ErrorReporter } from './port';

/** Trace headers go only to our own API (spec part 1 section 7), never to providers or buckets. */
export function ownApiTargets(publicUrl: string): RegExp[] {
  const origin = new URL(publicUrl).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [new RegExp(`^${origin}/api(/|$)`)];
}

/**
 * The Sentry SDK, initialised once per process with full trace sampling; every event and
 * transaction is scrubbed of customer data before it is sent (scrubReport).
 */
export function sentryReporter(config: SentryConfig, publicUrl: string): ErrorReporter {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: 1.0,
    tracePropagationTargets: ownApiTargets(publicUrl),
    // Collect nothing a customer typed in the first place; scrubReport is the second line.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['user-agent', 'x-request-id'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
    },
    includeLocalVariables: false,
    // Requests are traced and their faults reported by our hooks (by route pattern, with the request
    // id), not by the SDK's HTTP spans (raw URLs) or its Fastify integration (every error).
    integrations: (defaults) => [
      ...defaults.filter((i) => i.name !== 'Http' && i.name !== 'Fastify'),
      Sentry.httpIntegration({ spans: false }),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (crumb) => scrubReport(crumb),
  });
  return {
    startRequest(info) {
      const span = Sentry.continueTrace({ sentryTrace: info.sentryTrace, baggage: info.baggage }, () =>
        Sentry.startInactiveSpan({
          name: `${info.method} ${info.route}`,
          op: 'http.server',
          forceTransaction: true,
          attributes: { request_id: info.requestId, 'http.request.method': info.method, 'http.route': info.route },
        }),
      );
      return {
        capture(error) {
          Sentry.withActiveSpan(span, () =>
            Sentry.withScope((scope) => {
              scope.setTag('request_id', info.requestId);
              scope.setTag('route', `${info.method} ${info.route}`);
              Sentry.captureException(error);
            }),
          );
        },
        end(status) {
          span.setAttribute('http.response.status_code', status);
          Sentry.setHttpStatus(span, status);
          span.end();
        },
      };
    },
    close: (timeoutMs) => Sentry.close(timeoutMs),
  };
}
