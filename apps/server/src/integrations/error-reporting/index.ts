import type { Config } from '../../config';
import { type ErrorReporter, noErrorReporter } from './port';
import { sentryReporter } from './sentry';

export type { ErrorReporter, RequestTrace } from './port';

/** Sentry when SENTRY_DSN is set; otherwise nothing is reported (logs still carry every 5xx). */
export function createErrorReporter(config: Config): ErrorReporter {
  return config.sentry ? sentryReporter(config.sentry, config.publicUrl) : noErrorReporter;
}
