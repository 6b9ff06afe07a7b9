/** A call to our API that failed on the server's side (5xx), told by the id the server logged it under. */
export interface ApiFailure {
  status: number;
  method: string;
  /** The path without its query (which may hold what the user typed). */
  path: string;
  requestId: string;
}

type Reporter = (failure: ApiFailure) => void;

let reporter: Reporter | null = null;

/**
 * Set by the error-reporting module once it has loaded (lazily, and only when a DSN is
 * configured); until then failures are only in the server's logs, under the same request id.
 */
export function setApiFailureReporter(next: Reporter | null): void {
  reporter = next;
}

export function reportApiFailure(failure: ApiFailure): void {
  reporter?.(failure);
}
