import { hasNul, NUL_MESSAGE } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/errors';

const MAX_DEPTH = 64;

/** The path of the first string (or key) holding a NUL, or null; past MAX_DEPTH the schema decides. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at;
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Second line of defence behind the domain's field builders: PostgreSQL refuses NUL in text, so a
 * NUL in any parameter, query or JSON body is a 400 here even where a schema forgot to say so.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (found) throw new ValidationError(NUL_MESSAGE, { [found]: NUL_MESSAGE });
  });
}
