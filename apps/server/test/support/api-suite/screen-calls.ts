import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pdfText } from '../pdf-text';
import { type Operation, urlOf } from './operations';
import { samplePathValues } from './samples';

/** One read a screen makes: the URL and the headers it sends (a dealer, or none for dealer-less routes). */
export interface ScreenCall {
  /** The operation's key, to name the test. */
  key: string;
  label: string;
  url: string;
  dealerId: number | undefined;
}

/**
 * What the screens read: every GET operation of the document, naming each record given (the
 * world's appraisals and campaigns, both dealers'), plainly and with the list parameters a page
 * sends (a wide range, a search, a sort), with the dealer header and, where the route is
 * dealer-less, without.
 */
export function screenCalls(
  ops: readonly Operation[],
  world: { ownAppraisalId: number; slug: string },
  records: { appraisalIds: number[]; campaignIds: number[]; dealerId: number; search: string },
): ScreenCall[] {
  const out: ScreenCall[] = [];
  for (const op of ops) {
    // Signing out would end the reader's session half-way through the screen.
    if (op.method !== 'GET' || op.key === 'GET /api/auth/logout') continue;
    const names = op.pathParams.map((p) => p.name);
    const ids = !names.includes('id')
      ? [undefined]
      : /campaign/.test(op.path)
        ? records.campaignIds
        : records.appraisalIds;
    const queries = [''];
    const query = new Set(op.queryParams.map((p) => p.name));
    if (query.has('range')) queries.push('range=[0,499]');
    if (query.has('filter'))
      queries.push(`range=[0,499]&filter=${encodeURIComponent(JSON.stringify({ q: records.search }))}`);
    if (query.has('sort')) queries.push(`sort=${encodeURIComponent('["id","DESC"]')}`);
    if (query.has('q')) queries.push(`q=${encodeURIComponent(records.search)}`);
    const dealers = op.access === 'dealer' ? [records.dealerId] : [records.dealerId, undefined];
    for (const values of pathValueSets(op, world, ids)) {
      const named = Object.entries(values)
        .filter(([name]) => name === 'id' || op.pathParams.find((p) => p.name === name)?.schema?.enum)
        .map(([name, value]) => ` ${name}=${value}`)
        .join('');
      for (const q of queries)
        for (const dealerId of dealers)
          out.push({ key: op.key, label: `${op.key}${named}${q ? `?${q}` : ''}`, url: urlOf(op, values, q), dealerId });
    }
  }
  return out;
}

/** The path values of an operation: each id given, times each value of an enum parameter (every dashboard, format ...). */
function pathValueSets(
  op: Operation,
  world: { ownAppraisalId: number; slug: string },
  ids: (number | undefined)[],
): Record<string, string>[] {
  let sets = ids.map((id) => ({ ...samplePathValues(op, world), ...(id === undefined ? {} : { id: String(id) }) }));
  for (const p of op.pathParams) {
    const values = p.schema?.enum;
    if (!values) continue;
    sets = sets.flatMap((set) => values.map((v) => ({ ...set, [p.name]: String(v) })));
  }
  return sets;
}

/** The calls of each operation, in the document's order. */
export function byOperation(calls: readonly ScreenCall[]): [string, ScreenCall[]][] {
  const groups = new Map<string, ScreenCall[]>();
  for (const c of calls) groups.set(c.key, [...(groups.get(c.key) ?? []), c]);
  return [...groups];
}

/** Makes one screen call as the reader signed in with `cookie`. */
export function readAs(
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  cookie: string,
  call: ScreenCall,
): Promise<LightMyRequestResponse> {
  const dealer = call.dealerId === undefined ? {} : { 'x-dealer-id': String(call.dealerId) };
  return send({ method: 'GET', url: call.url, headers: { cookie, ...dealer } });
}

/** An answer as a reader sees it: its headers and its text (a PDF's shown text, not its bytes). */
export async function answerText(res: LightMyRequestResponse): Promise<string> {
  const headers = JSON.stringify(res.headers);
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/pdf') && res.statusCode < 300) {
    try {
      return `${headers}\n${await pdfText(res.rawPayload)}\n${res.body}`;
    } catch {
      return `${headers}\n${res.body}`;
    }
  }
  return `${headers}\n${res.body}`;
}
