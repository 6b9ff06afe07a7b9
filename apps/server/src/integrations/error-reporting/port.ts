/** One request as the error-reporting service traces it. */
export interface RequestTrace {
  /** A fault of ours (a 5xx) during this request: reported with its request id, tied to its trace. */
  capture(error: unknown): void;
  end(status: number): void;
}

export interface RequestInfo {
  requestId: string;
  method: string;
  /** The route's pattern (`/api/appraisals/:id`), so traces group by route and carry no ids or VINs. */
  route: string;
  /** The web's trace headers, when its own error reporting started the trace. */
  sentryTrace: string | undefined;
  baggage: string | undefined;
}

/** Port for the error-reporting service (Sentry protocol); none is configured without a DSN. */
export interface ErrorReporter {
  startRequest(info: RequestInfo): RequestTrace;
  /**
   * Sends what is queued, then reports nothing more: the app is closing (before the process exits;
   * in tests, so no client outlives its app in a worker that runs the next test file).
   */
  close(timeoutMs: number): Promise<boolean>;
}

const untraced: RequestTrace = { capture: () => {}, end: () => {} };
export const noErrorReporter: ErrorReporter = { startRequest: () => untraced, close: async () => true };
