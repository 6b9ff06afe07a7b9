/**
 * The id of one API call (x-request-id): the server logs and traces the request under it and
 * answers it back, so a report from the page and the server's log line name the same request.
 * getRandomValues rather than randomUUID: the latter exists only in secure contexts.
 */
export const newRequestId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
