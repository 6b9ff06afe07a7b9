/**
 * A URL on our own public origin as a path, so the browser loads it from the host the page runs on
 * (PUBLIC_URL may name another host, or a name for the same host, than the one the browser used).
 * Any other URL is returned as it is.
 */
export function ownPathOrUrl(url: string, publicUrl: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(publicUrl).origin ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}
