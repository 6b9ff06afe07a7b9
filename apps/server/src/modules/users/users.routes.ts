import {
  changePasswordSchema,
  confirmEmailSchema,
  okAnswer,
  ownProfileSchema,
  profileSavedAnswer,
  sessionAnswer,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../lib/errors';
import { currentUserId } from '../../plugins/access';
import { confirmEmailChange } from '../auth/email-change.service';
import { SESSION_COOKIE } from '../auth/session.service';
import { changeOwnPassword, updateOwnProfile } from './own-profile.service';
import { sessionPayload } from './users.service';

/** The e-mail change link is anonymous, so it is capped per address like the other links. */
const linkRateLimit = { max: 10, timeWindow: '15 minutes' };

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/user', { schema: { tags: ['user'], response: { 200: sessionAnswer } } }, async (request) => {
      const payload = await sessionPayload(ctx.db, currentUserId(request));
      if (!payload) throw new UnauthorizedError();
      return payload;
    });

    r.put(
      '/user',
      { schema: { tags: ['user'], body: ownProfileSchema, response: { 200: profileSavedAnswer } } },
      async (request) => updateOwnProfile(ctx, currentUserId(request), request.body, request.ip),
    );

    r.put(
      '/user/password',
      { schema: { tags: ['user'], body: changePasswordSchema, response: { 200: okAnswer } } },
      async (request) => {
        const token = request.cookies[SESSION_COOKIE] ?? '';
        await changeOwnPassword(ctx, currentUserId(request), token, request.body, request.ip);
        return { ok: true as const };
      },
    );

    r.put(
      '/auth/confirm-email',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags: ['auth'], body: confirmEmailSchema, response: { 200: okAnswer } },
      },
      async (request) => {
        await confirmEmailChange(ctx, request.body.token);
        return { ok: true as const };
      },
    );
  };
}
