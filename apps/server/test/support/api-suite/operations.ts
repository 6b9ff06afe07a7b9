import type { RoleName } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';

/** The JSON schema fragments the suites read (what @fastify/swagger writes for a zod schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document, with the access the route declares (see openapi-access.ts). */
export interface Operation {
  /** `METHOD /api/path/{param}`, as failures name it. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  access: 'public' | 'user' | 'dealer';
  roles: RoleName[] | undefined;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, when the route declares one. */
  body: JsonSchema | undefined;
  /** The declared answers by status ('200', '4XX' ...). */
  answers: Record<string, OpenApiAnswer>;
}

/** One declared answer: its media types and their schemas. */
export interface OpenApiAnswer {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-access'?: Operation['access'];
  'x-roles'?: RoleName[];
  responses?: Record<string, OpenApiAnswer>;
}

/** Every /api operation of the app's OpenAPI document (the docs pages themselves excluded). */
export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase() as Operation['method'];
      const access = op['x-access'];
      if (!access) throw new Error(`${method} ${path}: the OpenAPI document has no x-access (see openapi-access.ts)`);
      const parameters = op.parameters ?? [];
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        access,
        roles: op['x-roles'],
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        answers: op.responses ?? {},
      });
    }
  }
  return ops;
}

/** The URL of an operation with its path parameters filled in (already URL-encoded values). */
export function urlOf(op: Operation, values: Record<string, string>, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${op.key}: no value for path parameter ${name}`);
    return value;
  });
  return query ? `${path}?${query}` : path;
}

/** Whether a JSON schema admits JSON values of this type ('integer' counts as a number). */
export function admitsType(schema: JsonSchema | undefined, value: unknown): boolean {
  if (!schema) return true;
  if (value === null && schema.nullable) return true;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some((s) => admitsType(s, value));
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((t) => t === actual || ((t === 'integer' || t === 'number') && actual === 'number'));
}
