/**
 * A URL that arrived from outside (a webhook, a provider's answer), as it may be stored and later
 * shown as a link, image or frame: https, or plain http only to `serviceUrl`'s own origin (the
 * configured service, which is our sandbox over http in a local demo). null for anything else:
 * `javascript:`, `data:`, `http:` to another host, or no URL at all.
 */
export function outsideUrl(value: string, serviceUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && url.origin === new URL(serviceUrl).origin) return url.href;
  return null;
}
