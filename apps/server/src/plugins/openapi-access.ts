import type { RoleName } from '@dealer/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Access, accessOf } from './access';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { access?: Access; roles?: readonly RoleName[] } };
};

/** The session cookie as an OpenAPI security scheme; public routes override it with `security: []`. */
export const SESSION_SECURITY_SCHEME = {
  session: { type: 'apiKey' as const, in: 'cookie' as const, name: 'da_session' },
};

/**
 * The zod transform plus each route's declared access, so the document says who may call what:
 * `security: []` for public routes, `x-access` ('public' | 'user' | 'dealer') and `x-roles`. The
 * route-wide API suites read these to know which answer each route owes a caller.
 */
export function openApiTransform(input: TransformInput) {
  const out = withoutEmptyContent(jsonSchemaTransform(input));
  if (!out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const config = input.route?.config;
  const access = accessOf(config);
  const annotations: Record<string, unknown> = { 'x-access': access };
  if (access === 'public') annotations.security = [];
  if (config?.roles) annotations['x-roles'] = [...config.roles];
  return { ...out, schema: { ...out.schema, ...annotations } };
}

/**
 * An answer without a body (noBodyAnswer: 204, redirects) has an empty `content`, which
 * @fastify/swagger cannot read (it looks up the first media type's schema); `type: 'null'` is how
 * it is told to write the answer's description alone.
 */
function withoutEmptyContent<T extends { schema?: unknown }>(out: T): T {
  const schema = out.schema as { response?: Record<string, unknown> } | undefined;
  if (!schema?.response) return out;
  const response = Object.fromEntries(
    Object.entries(schema.response).map(([status, answer]) => {
      const { content, ...rest } = (answer ?? {}) as { content?: object };
      const empty = content !== undefined && Object.keys(content).length === 0;
      return [status, empty ? { ...rest, type: 'null' } : answer];
    }),
  );
  return { ...out, schema: { ...schema, response } };
}
