import { ownProfileSchema } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../lib/errors';
import { currentUserId } from '../../plugins/access';
import { sessionPayload, updateOwnProfile } from './users.service';

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/user', { schema: { tags: ['user'] } }, async (request) => {
      const payload = await sessionPayload(ctx.db, currentUserId(request));
      if (!payload) throw new UnauthorizedError();
      return payload;
    });

    r.put('/user', { schema: { tags: ['user'], body: ownProfileSchema } }, async (request) =>
      updateOwnProfile(ctx.db, currentUserId(request), request.body),
    );
  };
}
