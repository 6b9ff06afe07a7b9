import { allowReadVals, isValueField, isValueRelation, type Roles, VALUE_RELATIONS } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isValueField(key)) continue;
    out[key] = isValueRelation(key) ? VALUE_RELATIONS[key] : strip(inner);
  }
  return out;
}

/**
 * The one server-side screen of value data (part 1 section 6, allowReadVals): for roles that may
 * not read valuations, every value field of the domain's list is removed and every value relation
 * emptied, at any depth of the answer. Roles that may read valuations get the answer unchanged.
 */
export function withoutValueData<T>(payload: T, roles: Roles): T {
  return allowReadVals(roles) ? payload : (strip(payload) as T);
}

/**
 * Runs withoutValueData over every object answer of every dealer route, today's and any added
 * later, so a service that answers a raw record cannot leak its figures. Answers already
 * serialised (the lists, queues and search, built as JSON text by PostgreSQL) do not pass here:
 * they choose their columns with the same domain list (list-row-json.ts), and a test holds every
 * one of them to it.
 */
export function registerValueGuard(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const dealer = request.dealer;
    // Errors name fields (a refused payoff edit says which field), never their figures.
    if (!dealer || reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    return withoutValueData(payload, dealer.roles);
  });
}
