import { errorAnswer } from '@dealer/domain';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodType, z } from 'zod';

type AnswerSchema = ZodType | { properties: ZodType };

const zodOf = (schema: AnswerSchema): ZodType | null =>
  schema instanceof ZodType ? schema : schema.properties instanceof ZodType ? schema.properties : null;

/**
 * The answer's JSON schema for fast-json-stringify: what the route declares in `packages/domain`,
 * as its output (after any transform). A nullable field becomes a type list rather than zod's
 * anyOf, which fast-json-stringify would otherwise test branch by branch for every value.
 */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return simplifyNullable(json) as Record<string, unknown>;
}

function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nullIndex];
    if (
      nullIndex >= 0 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Every answer leaves through its declared schema: fast-json-stringify writes only the fields the
 * schema names (a field a service adds by mistake never reaches the caller) and is faster than
 * JSON.stringify. It coerces rather than checks, so with `checkAnswers` (every test build of the
 * app) the JSON it wrote is checked against the zod schema, and a mismatch fails the request with
 * the route named.
 */
export function answerSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<AnswerSchema> {
  return ({ schema, method, url }) => {
    const zod = zodOf(schema);
    // A file's media type (`content`) is sent as bytes and never reaches a serializer.
    if (!zod) return (data) => JSON.stringify(data);
    const write = fastJson(answerJsonSchema(zod));
    if (!checkAnswers) return (data) => write(data);
    return (data) => {
      const text = write(data);
      const checked = zod.safeParse(JSON.parse(text));
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return text;
    };
  };
}

/**
 * Every API route's 4xx and 5xx answers are the one error shape, declared once here so the OpenAPI
 * document carries it for every operation (a route declaring its own keeps it).
 */
export function declareErrorAnswers(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const response = { ...((route.schema?.response as Record<string, unknown> | undefined) ?? {}) };
    response['4xx'] ??= errorAnswer;
    response['5xx'] ??= errorAnswer;
    route.schema = { ...route.schema, response };
  });
}
