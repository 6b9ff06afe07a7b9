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
  const out = jsonSchemaTransform(input);
  if (!out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const config = input.route?.config;
  const access = accessOf(config);
  const annotations: Record<string, unknown> = { 'x-access': access };
  if (access === 'public') annotations.security = [];
  if (config?.roles) annotations['x-roles'] = [...config.roles];
  return { ...out, schema: { ...out.schema, ...annotations } };
}
