import { looksLikeJson, NUL_MESSAGE, nulPathIn, parseJsonText } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/errors';

/**
 * A NUL inside a query parameter that holds JSON (filter, range, sort, or any other): the strings
 * a route's schema decodes later get the same check as the raw ones.
 */
function nulInJsonQuery(query: unknown): string | null {
  if (query === null || typeof query !== 'object') return null;
  for (const [key, raw] of Object.entries(query)) {
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      if (typeof text !== 'string' || !looksLikeJson(text)) continue;
      const parsed = parseJsonText(text);
      if (!parsed.ok && parsed.nulPath) return parsed.nulPath === '_' ? key : `${key}.${parsed.nulPath}`;
    }
  }
  return null;
}

/**
 * Second line of defence behind the domain's field builders: PostgreSQL refuses NUL in text, so a
 * NUL in any parameter, query (JSON query parameters decoded) or JSON body is a 400 here even
 * where a schema forgot to say so.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      nulPathIn(request.params) ?? nulPathIn(request.query) ?? nulInJsonQuery(request.query) ?? nulPathIn(request.body);
    if (found) throw new ValidationError(NUL_MESSAGE, { [found]: NUL_MESSAGE });
  });
}
