import {
  AUTO_OFFER_RULES_KEY,
  allowReadVals,
  isValueField,
  isValueRelation,
  maskOfferLinks,
  type Roles,
  VALUE_RELATIONS,
  withoutAutoOfferValues,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** A campaign's auto-offer rules without their percentages and sources. */
const stripRules = (rules: unknown) =>
  Array.isArray(rules) ? rules.map((r) => strip(isPlainObject(r) ? withoutAutoOfferValues(r) : r)) : strip(rules);

function strip(value: unknown): unknown {
  if (typeof value === 'string') return maskOfferLinks(value);
  if (Array.isArray(value)) return value.map(strip);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isValueField(key)) continue;
    if (isValueRelation(key)) out[key] = VALUE_RELATIONS[key];
    else out[key] = key === AUTO_OFFER_RULES_KEY ? stripRules(inner) : strip(inner);
  }
  return out;
}

/**
 * The one server-side screen of value data (part 1 section 6, allowReadVals): for roles that may
 * not read valuations, every value field of the domain's list is removed, every value relation
 * emptied, every campaign auto-offer rule left without its figures and every offer link's token
 * masked in any text (the link opens the offer's breakdown), at any depth of the answer. Roles that
 * may read valuations get the answer unchanged.
 */
export function withoutValueData<T>(payload: T, roles: Roles): T {
  return allowReadVals(roles) ? payload : (strip(payload) as T);
}

/**
 * Runs withoutValueData over every object answer of every dealer route, today's and any added
 * later, so a service that answers a raw record cannot leak its figures. Answers already
 * serialised (the lists, queues and search, built as JSON text by PostgreSQL) do not pass here:
 * they choose their columns with the same domain list (list-row-json.ts), a test holds every one
 * of them to it, and none of those columns holds an offer link.
 */
export function registerValueGuard(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const dealer = request.dealer;
    // Errors name fields (a refused payoff edit says which field), never their figures.
    if (!dealer || reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    return withoutValueData(payload, dealer.roles);
  });
}
