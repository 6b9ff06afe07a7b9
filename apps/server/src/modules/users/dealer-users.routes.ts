import {
  dealerUserAnswer,
  dealerUserListQuerySchema,
  dealerUserSchema,
  dealerUsersAnswer,
  dealOwnersAnswer,
  idParam,
  invitationSentAnswer,
  noBodyAnswer,
  ROUTE_ROLES,
  rolesAnswer,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import {
  type Actor,
  createDealerUser,
  deactivateDealerUser,
  getDealerUser,
  listDealerUsers,
  listDealOwners,
  listRoles,
  updateDealerUser,
} from './dealer-users.service';

const tags = ['users'];
/** The Users tab is dealer admin only (part 2 section 2.6); so are the calls behind it. */
const admins = { roles: ROUTE_ROLES.dealerSettings };
const dealerStaff = { access: 'dealer' as const };
/**
 * Named userId, not id: the route-wide suites fill an `id` with appraisal ids, which would name
 * real users of the suite's dealer and deactivate them mid-run.
 */
const idParams = z.object({ userId: idParam() });

const actorOf = (req: FastifyRequest): Actor => ({ userId: currentUserId(req), roles: currentDealer(req).roles });

/** A dealer's users (part 1 section 7 "User" calls): list, read, roles, deal owners, invite, edit, deactivate. */
export function dealerUserRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/users',
      {
        config: admins,
        schema: { tags, querystring: dealerUserListQuerySchema, response: { 200: dealerUsersAnswer } },
      },
      async (req, reply) => {
        const { rows, total } = await listDealerUsers(ctx, currentDealer(req).id, req.query);
        reply.header('x-total-count', String(total));
        return rows;
      },
    );
    // Static paths before /users/{id}: Fastify prefers them whatever the order, this is for readers.
    r.get('/users/roles', { config: dealerStaff, schema: { tags, response: { 200: rolesAnswer } } }, async () =>
      listRoles(),
    );
    r.get('/users/deal', { config: dealerStaff, schema: { tags, response: { 200: dealOwnersAnswer } } }, async (req) =>
      listDealOwners(ctx, currentDealer(req).id),
    );
    r.get(
      '/users/:userId',
      { config: admins, schema: { tags, params: idParams, response: { 200: dealerUserAnswer } } },
      async (req) => getDealerUser(ctx, currentDealer(req).id, req.params.userId),
    );
    r.post(
      '/users',
      {
        config: admins,
        schema: { tags, body: dealerUserSchema, response: { 201: dealerUserAnswer, 202: invitationSentAnswer } },
      },
      async (req, reply) => {
        const outcome = await createDealerUser(ctx, actorOf(req), currentDealer(req).id, req.body);
        // An existing account: an invitation went, and nothing else about the account leaves.
        if (outcome.kind === 'invited') {
          return reply.status(202).send({ status: 'invited' as const, email: outcome.email });
        }
        return reply.status(201).send(outcome.user);
      },
    );
    r.put(
      '/users/:userId',
      {
        config: admins,
        schema: { tags, params: idParams, body: dealerUserSchema, response: { 200: dealerUserAnswer } },
      },
      async (req) => updateDealerUser(ctx, actorOf(req), currentDealer(req).id, req.params.userId, req.body),
    );
    r.delete(
      '/users/:userId',
      {
        config: admins,
        schema: { tags, params: idParams, response: { 204: noBodyAnswer('the person left this dealer') } },
      },
      async (req, reply) => {
        await deactivateDealerUser(ctx, actorOf(req), currentDealer(req).id, req.params.userId);
        return reply.status(204).send();
      },
    );
  };
}
