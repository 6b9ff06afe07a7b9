export type BodySegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * Splits a plain-text body into text and links so links can be rendered as anchors. Uses the
 * message's own link list plus any http(s) URL in the text; links listed but absent from the body
 * are returned in `extra`.
 */
export function linkifyBody(body: string, links: readonly string[] = []): { segments: BodySegment[]; extra: string[] } {
  const found = new Map<number, string>();
  for (const link of [...links].sort((a, b) => b.length - a.length)) {
    if (!link) continue;
    let from = 0;
    for (let at = body.indexOf(link, from); at !== -1; at = body.indexOf(link, from)) {
      if (![...found].some(([s, l]) => at < s + l.length && s < at + link.length)) found.set(at, link);
      from = at + link.length;
    }
  }
  for (const match of body.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    // A sentence's closing punctuation is not part of the URL.
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (![...found].some(([s, l]) => at < s + l.length && s < at + url.length)) found.set(at, url);
  }

  const segments: BodySegment[] = [];
  let cursor = 0;
  for (const [at, href] of [...found].sort((a, b) => a[0] - b[0])) {
    if (at > cursor) segments.push({ kind: 'text', text: body.slice(cursor, at) });
    segments.push({ kind: 'link', href });
    cursor = at + href.length;
  }
  if (cursor < body.length) segments.push({ kind: 'text', text: body.slice(cursor) });

  const inBody = new Set(found.values());
  const extra = [...new Set(links.filter((l) => l && !inBody.has(l)))];
  return { segments, extra };
}
