import type { FastifyError, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors';
import type { WebIndex } from './web-pages';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function fieldsFromZod(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The one place errors become HTTP answers: { error: { code, message, fields? } }, never a stack or SQL. */
/** The subject of the page at a pathname for the request's user (a record's vehicle), or null. */
export type PageTitle = (request: FastifyRequest, pathname: string) => Promise<string | null>;

/** A client route of the single-page app, answered with its index.html. */
const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/');

/**
 * `limitPages`: the rate limit of page loads, checked before a page's title is looked up (three
 * reads for a request with a cookie); a request past it is answered 429 in the error shape.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  web: WebIndex | null,
  pageTitle: PageTitle = async () => null,
  limitPages?: preHandlerAsyncHookHandler,
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, message: err.message } };
      if (err.fields) body.error.fields = err.fields;
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ error: { code: 'VALIDATION', message: first, fields } } satisfies ErrorBody);
    }
    if (err instanceof ZodError) {
      const fields = fieldsFromZod(err.issues);
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ error: { code: 'VALIDATION', message: first, fields } } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      request.trace?.capture(err);
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    }
    // Fastify's own 4xx (bad JSON, payload too large, rate limit ...): keep its status, no internals.
    const code = status === 429 ? 'RATE_LIMITED' : (err.code ?? 'BAD_REQUEST');
    return reply.status(status).send({ error: { code, message: err.message } } satisfies ErrorBody);
  });

  const preHandler: preHandlerAsyncHookHandler = async function (request, reply) {
    if (web && limitPages && isPageRequest(request)) await limitPages.call(this, request, reply);
  };
  app.setNotFoundHandler({ preHandler }, async (request, reply) => {
    // Client routes of the single-page app are answered with its index.html.
    if (web && isPageRequest(request)) {
      reply.type('text/html').header('cache-control', 'no-cache');
      // A main page names its chunks for preloading; the others get index.html as built.
      const { pathname } = new URL(request.url, 'http://x');
      const title = web.takesTitle(pathname) ? await pageTitle(request, pathname) : null;
      const page = web.page(pathname, request.headers['accept-encoding'], title);
      if (!page) return reply.sendFile(web.file);
      // A page naming the user's record is for their browser's cache only.
      if (page.personal) reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'accept-encoding');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  });
}
