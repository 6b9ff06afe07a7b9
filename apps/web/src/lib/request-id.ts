/**
 * The id of one API call (x-request-id): the server logs and traces the request under it and
 * answers it back, so a report from the page and the server's log line name the same request.
 */
export function newRequestId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a LAN address over http lacks it.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
