import { appendFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations';

/** Text that must never reach a client: stack frames, source paths, SQL and driver messages. */
const LEAKS = [
  /\n\s+at\s/,
  /node_modules/,
  /\.(ts|js):\d+/,
  /\b(select|insert into|update|delete from)\b[\s\S]*\b(from|where|set|values)\b/i,
  /syntax error at or near/i,
  /violates (not-null|unique|foreign key|check) constraint/i,
  /\b(relation|column) "[^"]+"/i,
  /invalid input syntax for/i,
  /out of range for type/i,
  /PGlite|DrizzleQueryError|ECONNREFUSED/,
];

/** Why an error answer does not have the standard body `{error:{code,message,fields?}}`, or null. */
export function errorBodyProblem(res: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `body is not JSON: ${res.body.slice(0, 200)}`;
  }
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error !== 'object') return `no error object: ${res.body.slice(0, 200)}`;
  if (typeof error.code !== 'string' || typeof error.message !== 'string')
    return `error.code and error.message must be strings: ${res.body.slice(0, 200)}`;
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields'].includes(k));
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')} in ${res.body.slice(0, 200)}`;
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null || Object.values(fields).some((m) => typeof m !== 'string'))
      return `error.fields must map names to messages: ${res.body.slice(0, 200)}`;
  }
  const leak = LEAKS.find((re) => re.test(res.body));
  return leak ? `leaks internals (${leak}): ${res.body.slice(0, 300)}` : null;
}

/**
 * The problem with an answer to a request that must be refused (`strict`: a 4xx) or at least not
 * fail (a status below 500); error answers must carry the standard body. Null when it is fine.
 */
export function answerProblem(res: LightMyRequestResponse, strict: boolean): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (strict && res.statusCode < 400) return `expected a 4xx, got ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400) {
    const problem = errorBodyProblem(res);
    if (problem) return `${res.statusCode}: ${problem}`;
  }
  return null;
}

// The document's schemas are OpenAPI 3.0 (`nullable`); formats are documentation here, not checks.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/**
 * How a success answer differs from the schema the OpenAPI document declares for it (what an
 * outside client reads), or null: every 2xx JSON answer must match, and its status be declared.
 */
export function documentedAnswerProblem(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode < 200 || res.statusCode >= 300) return null;
  const declared = op.answers[String(res.statusCode)] ?? op.answers['2XX'];
  if (!declared) return `answered ${res.statusCode}, which the document does not declare`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return null;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return `answered JSON with ${res.statusCode}, for which the document declares no JSON schema`;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (validate(JSON.parse(res.body))) return null;
  const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `answer differs from its documented schema: ${errors.join('; ')}`;
}

/** A payload as failures print it: short, with control characters visible. */
export function describePayload(payload: unknown): string {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  if (text === undefined) return 'undefined';
  const shown = text.length > 160 ? `${text.slice(0, 120)}... (${text.length} chars)` : text;
  return shown.replaceAll('\u0000', '\\u0000');
}

/** API_SUITE_REPORT=<file> collects every failure of the suites as one line, to count and sort them. */
export function reportFailures(lines: readonly string[]): void {
  if (process.env.API_SUITE_REPORT && lines.length > 0)
    appendFileSync(process.env.API_SUITE_REPORT, `${lines.join('\n')}\n`);
}
