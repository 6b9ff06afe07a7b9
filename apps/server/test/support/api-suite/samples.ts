import { TEST_VEHICLE } from '../fixtures';
import type { JsonSchema, Operation } from './operations';

/** Well-formed path values by parameter name; records named by id are dealer A's own. */
export function samplePathValues(op: Operation, world: { ownAppraisalId: number; slug: string }) {
  const byName: Record<string, string> = {
    id: String(world.ownAppraisalId),
    slug: world.slug,
    token: 'no-such-token-000000',
    vin: TEST_VEHICLE.vin,
    state: 'TX',
    plate: 'ABC1234',
    '*': 'no-such-file',
    // No user has it: a user write in a suite must not deactivate or demote the suite's own users.
    userId: '2147483000',
  };
  const values: Record<string, string> = {};
  for (const p of op.pathParams) {
    const known = byName[p.name];
    const enumValue = p.schema?.enum?.[0];
    values[p.name] = known ?? (enumValue !== undefined ? String(enumValue) : '1');
  }
  return values;
}

/**
 * Operations whose {id} names no dealer record, so "another dealer's id" means nothing: the
 * e-mail templates' id is a default template's, the same for every dealer (the dealer's custom
 * version is found by the x-dealer-id dealer, never by id).
 */
export const ID_NAMES_NO_DEALER_RECORD: ReadonlySet<string> = new Set([
  'GET /api/dealer_email_templates/{id}',
  'PUT /api/dealer_email_templates/{id}',
  'DELETE /api/dealer_email_templates/{id}',
]);

/**
 * Bodies the schema generator cannot guess (a MIME type, a plausible amount). A new route whose
 * generated body the route refuses fails the suites with a pointer here.
 */
const BODY_OVERRIDES: Record<string, unknown> = {
  'POST /api/appraisals/{id}/documents': {
    name: 'payoff.pdf',
    size: 1000,
    type: 'application/pdf',
    typeName: 'payoff',
  },
  // A two-row .csv in base64 ("vin,email" and one customer).
  'POST /api/dealer_campaigns/{id}/documents': {
    name: 'customers.csv',
    size: 43,
    content: Buffer.from('vin,email\r\n1HGCM82633A004352,a@example.test').toString('base64'),
  },
  'POST /api/appraisals/{id}/offer': { amount: 10000, template: 0, type: 'retail' },
  'POST /api/appraisals/{id}/buy': { amount: 10000 },
  'POST /api/appraisals/{id}/manual-valuation': { provider: 'mmr', amount: 15250, note: 'Auction sheet' },
  'POST /api/appraisals/{id}/returned': { address: '1 Main St', turninDate: '2026-05-02' },
  'POST /api/appraisals/{id}/location': { agreed: true, address: '1 Main St' },
  'PUT /api/appraisals/{id}/users': { userIds: [] },
  'POST /api/appraisals/{id}/email': { email: 'customer@example.test' },
  'POST /api/dealer_email_templates': { id: 1, values: { greeting: 'Hi {{customer_first_name}},' }, enabled: true },
  'PUT /api/dealer_email_templates/{id}': { values: { greeting: 'Hi,' }, enabled: true },
  'POST /api/dealer_email_templates/preview': { templateId: 1, body: {} },
  'PUT /api/user': { firstName: 'Sample', lastName: 'Person', phoneNumber: null },
};

/** A value the schema accepts, built from its required parts. */
export function sampleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 1;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleValue(alternative, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email' || /email/i.test(name)) return 'sample@example.test';
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(schema.properties?.[key], key);
      return out;
    }
    default:
      // No type: a zod transform (ids, money, dates read from numbers or strings).
      return /date/i.test(name) ? '2024-01-15' : 1;
  }
}

/** A body the operation's schema accepts (an override, or generated), or undefined without a body. */
export function sampleBody(op: Operation): unknown {
  if (op.key in BODY_OVERRIDES) return BODY_OVERRIDES[op.key];
  return op.body ? sampleValue(op.body) : undefined;
}
