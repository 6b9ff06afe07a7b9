import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { AppContext } from '../context';
import { countLimitHit } from '../modules/rate-limits/rate-limits.service';

/**
 * The store of @fastify/rate-limit's route limits, in PostgreSQL (PGlite or pg alike) instead of
 * each process's memory, so N instances behind a load balancer enforce one limit. Each route
 * counts on its own, as the in-memory store did.
 */
export function databaseRateLimitStore(ctx: AppContext): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly bucket = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = ctx.now();
      countLimitHit(ctx.db, this.bucket, key, timeWindow, now).then(
        (hits) =>
          callback(null, { current: hits.count, ttl: Math.max(0, hits.windowEndsAt.getTime() - now.getTime()) }),
        (err: Error) => callback(err),
      );
    }

    // Typed as the route, but the plugin hands the route's merged limit options, the route under
    // routeInfo; a limit made with app.rateLimit() has no route (routeInfo is empty): its groupId names it.
    child(options: RouteOptions): FastifyRateLimitStore {
      const merged = options as RouteOptions & { routeInfo?: Partial<RouteOptions>; groupId?: string };
      const route = merged.routeInfo ?? options;
      const bucket = route.url ? `${[route.method].flat().join(',')} ${route.url}` : (merged.groupId ?? 'global');
      return new DatabaseRateLimitStore(undefined, bucket);
    }
  }
  return DatabaseRateLimitStore;
}
