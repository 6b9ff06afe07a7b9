import type { InjectOptions } from 'fastify';
import { describePayload } from './answers';
import { isJsonQuery, JSON_QUERY_VALUES } from './json-query-variants';
import { admitsType, type JsonSchema, type Operation, urlOf } from './operations';
import { sampleBody, samplePathValues } from './samples';
import type { SuiteWorld } from './world';

/** One malformed request; `strict` ones must be refused with a 4xx, the rest must only not fail. */
export interface Variant {
  label: string;
  strict: boolean;
  options: InjectOptions;
}

const BAD_DEALER_HEADERS = [
  'abc',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '1.5',
  '',
  ' ',
  '0x10',
  '1,2',
];
const BAD_COOKIES = ['garbage', 'x'.repeat(4000), '%00%00', ''];
const BAD_ORIGINS = ['null', 'http://evil.test', 'not a url', 'http://app.test.evil.test', 'file://', 'http://[::1'];
const BAD_PATH_VALUES = [
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'abc',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '1.5',
  'NaN',
  '-0',
  'Infinity',
  // SQL-ish text: a client passing it on to a provider must not turn its refusal into a 502.
  '1%3Bselect',
];
const BAD_QUERY_VALUES: [string, boolean][] = [
  ['{', true],
  ['%00', true],
  ['[]', false],
  ['{}', false],
  ['null', false],
  ['[-1,2147483648]', false],
  ['[0,99999999999999999999]', false],
  ['[0,1e308]', false],
  ['{"__proto__":{"polluted":1}}', false],
  [encodeURIComponent('["id\u0000","ASC"]'), true],
  ['x'.repeat(10_000), false],
  ['['.repeat(3000), true],
];
const GENERIC_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=1&'.repeat(2000),
  '%00=%00',
  'x=%ff%fe',
];
const DEEP = 100_000;

type Json = Record<string, unknown>;

/** Values that are wrong for a body property, each with whether the property's schema must refuse it. */
function propertyValues(name: string, schema: JsonSchema | undefined): [string, unknown, boolean][] {
  const typed = schema?.type !== undefined || schema?.anyOf !== undefined;
  const numeric = !typed || schema?.type === 'number' || schema?.type === 'integer';
  const wrong = (v: unknown) => typed && !admitsType(schema, v);
  const looksLikeId = /(^id$|Id$|Ids$)/.test(name);
  return [
    ['null', null, wrong(null)],
    ['a number', 12345, wrong(12345)],
    ['a boolean', true, wrong(true)],
    ['an object', { nested: { deeper: 1 } }, typed ? wrong({}) : true],
    ['an array', [1, 'two', null], typed ? wrong([]) : !looksLikeId || schema?.type !== 'array'],
    ['text', 'not-a-number', wrong('text') || (!typed && looksLikeId)],
    ['-1', -1, looksLikeId && schema?.type !== 'array'],
    ['1e308', 1e308, numeric],
    ['-1e308', -1e308, numeric],
    ['99999999999999999999', '99999999999999999999', numeric && !typed],
    ['int4 + 1', 2147483648, looksLikeId && schema?.type !== 'array'],
    ['int8 + 1', 2 ** 63, numeric],
    ['a NUL byte', 'a\u0000b', true],
    ['200,000 characters', 'x'.repeat(200_000), true],
    ['year 0000', '0000-01-01', /date/i.test(name)],
    ['Feb 30', '2024-02-30', /date/i.test(name)],
  ];
}

export function malformedVariants(op: Operation, world: SuiteWorld): Variant[] {
  const path = samplePathValues(op, world);
  const url = urlOf(op, path);
  const body = sampleBody(op);
  const hasBody = op.body !== undefined;
  const headers = {
    cookie: world.admin,
    'x-dealer-id': String(world.dealerId),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
  };
  const base: InjectOptions = { method: op.method, url, headers, payload: hasBody ? JSON.stringify(body) : undefined };
  const variants: Variant[] = [];
  const add = (label: string, strict: boolean, options: Partial<InjectOptions>) =>
    variants.push({ label, strict, options: { ...base, ...options } });
  const withHeaders = (extra: Record<string, string>) => ({ headers: { ...headers, ...extra } });

  for (const v of BAD_DEALER_HEADERS) add(`x-dealer-id: ${JSON.stringify(v)}`, true, withHeaders({ 'x-dealer-id': v }));
  for (const v of BAD_COOKIES)
    add(`cookie da_session=${describePayload(v)}`, op.access !== 'public', withHeaders({ cookie: `da_session=${v}` }));
  for (const v of BAD_ORIGINS) add(`Origin: ${v}`, op.method !== 'GET', withHeaders({ origin: v }));
  for (const q of GENERIC_QUERIES) add(`query ${describePayload(q)}`, false, { url: `${url}?${q}` });

  for (const p of op.pathParams) {
    const typed = p.schema?.type === 'integer' || p.schema?.type === 'number' || p.schema?.enum !== undefined;
    for (const v of BAD_PATH_VALUES) {
      const strict = typed || v === '%00';
      add(`path ${p.name}=${v}`, strict, { url: urlOf(op, { ...path, [p.name]: v }) });
    }
  }
  for (const p of op.queryParams) {
    for (const [v, strict] of BAD_QUERY_VALUES) {
      add(`query ${p.name}=${describePayload(v)}`, strict, { url: urlOf(op, path, `${p.name}=${v}`) });
    }
    if (!isJsonQuery(p)) continue;
    for (const [v, strict] of JSON_QUERY_VALUES) {
      add(`query ${p.name}=${describePayload(v)}`, strict, {
        url: urlOf(op, path, `${p.name}=${encodeURIComponent(v)}`),
      });
    }
  }

  if (op.method !== 'GET') {
    const raw = (label: string, strict: boolean, payload: string, type = 'application/json') =>
      add(label, strict, { payload, ...withHeaders({ 'content-type': type }) });
    raw('invalid JSON', true, '{');
    raw('trailing comma', true, '{"a":1,}');
    raw('empty JSON body', hasBody, '');
    raw('a JSON string', hasBody && !admitsType(op.body, 'x'), '"text"');
    raw('a JSON number', hasBody && !admitsType(op.body, 1), '42');
    raw('a JSON array', hasBody && !admitsType(op.body, []), '[{"a":1}]');
    raw('JSON null', hasBody && !admitsType(op.body, null), 'null');
    raw('__proto__ key', hasBody, '{"__proto__":{"isAdmin":true}}');
    raw('constructor.prototype key', hasBody, '{"constructor":{"prototype":{"isAdmin":true}}}');
    raw('deeply nested arrays', hasBody, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`);
    const first = Object.keys(op.body?.properties ?? {})[0] ?? 'a';
    raw('deeply nested objects', hasBody, `{"${first}":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    raw('a body over 1 MB', hasBody, JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    raw('text/plain', hasBody, JSON.stringify(body ?? {}), 'text/plain');
    raw('application/xml', hasBody, '<a>1</a>', 'application/xml');
    raw('form-encoded', hasBody, 'a=1&b=2', 'application/x-www-form-urlencoded');
  }

  if (op.body?.type === 'object' && body && typeof body === 'object') {
    const sample = body as Json;
    for (const required of op.body.required ?? []) {
      const { [required]: _dropped, ...rest } = sample;
      add(`body without ${required}`, true, { payload: JSON.stringify(rest) });
    }
    for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
      const typed = schema.type !== undefined || schema.anyOf !== undefined;
      for (const [label, value, strict] of propertyValues(name, schema)) {
        // A value of the declared type that the schema may well accept tells nothing new.
        if (typed && !strict) continue;
        add(`body.${name} = ${label}`, strict, { payload: JSON.stringify({ ...sample, [name]: value }) });
      }
    }
  }
  return variants;
}
