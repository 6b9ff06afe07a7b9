import { appraisalDetailAnswer, idParam } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentDealer, currentUserId } from '../../plugins/access';
import type { Actor } from './appraisal-edits.service';

/** What every route on one appraisal shares: the :id param, dealer access and the acting user. */
export const idParams = z.object({ id: idParam() });
export const dealerAccess = { access: 'dealer' as const };
/** The record's detail, which every change of it answers. */
export const detailAnswer = { 200: appraisalDetailAnswer };
export const actorOf = (req: FastifyRequest): Actor => ({ dealer: currentDealer(req), userId: currentUserId(req) });
