import type { FastifyRequest } from 'fastify';

/**
 * What a request's log lines say of it: the matched route's pattern (`/api/appraisals/:id`), never
 * the URL, whose query string carries list filters (a customer's name, e-mail or phone) and whose
 * path may carry a customer link's token. A URL no route matched is logged by its first segment.
 */
export function loggedRoute(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const path = request.url.split('?')[0] ?? '/';
  const first = path.split('/')[1] ?? '';
  return path === `/${first}` ? path : `/${first}/*`;
}

/** Fastify's request serializer with the route in place of the URL. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: loggedRoute(request),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
