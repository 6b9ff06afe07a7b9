import { invitationParams, noBodyAnswer, userInvitationAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUserId } from '../../plugins/access';
import { acceptInvitation, declineInvitation, listOwnInvitations } from './invitations.service';

const tags = ['user'];

/** The signed-in person's invitations to dealers: a session, no x-dealer-id (they may belong to none yet). */
export function invitationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/user/invitations', { schema: { tags, response: { 200: z.array(userInvitationAnswer) } } }, async (req) =>
      listOwnInvitations(ctx, currentUserId(req)),
    );
    r.post(
      '/user/invitations/:invitationId/accept',
      { schema: { tags, params: invitationParams, response: { 204: noBodyAnswer('the person joined the dealer') } } },
      async (req, reply) => {
        await acceptInvitation(ctx, currentUserId(req), req.params.invitationId);
        return reply.status(204).send();
      },
    );
    r.post(
      '/user/invitations/:invitationId/decline',
      { schema: { tags, params: invitationParams, response: { 204: noBodyAnswer('the invitation is declined') } } },
      async (req, reply) => {
        await declineInvitation(ctx, currentUserId(req), req.params.invitationId);
        return reply.status(204).send();
      },
    );
  };
}
