import { type DealerProfileForm, SMS_SENDER_MESSAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { insertAudit } from '../dealer-settings/audit.repository';
import {
  type DealerProfileRow,
  dealersOfUser,
  findDealerProfile,
  senderTakenByOther,
  updateDealerProfile,
} from './dealers.repository';

const NOT_FOUND = 'Dealer not found.';

const view = ({ updatedAt, ...row }: DealerProfileRow) => ({ ...row, updatedAt: updatedAt.toISOString() });

/** GET /dealers: the dealers the signed-in user belongs to. */
export function listMyDealers(ctx: AppContext, userId: number) {
  return dealersOfUser(ctx.db, userId);
}

/**
 * The profile of the x-dealer-id dealer only: an admin of one dealer asking for another's id gets
 * 404, as any other dealer's record (DESIGN.md 4).
 */
export async function readDealerProfile(ctx: AppContext, dealerId: number, id: number) {
  const row = id === dealerId ? await findDealerProfile(ctx.db, id) : undefined;
  if (!row) throw new NotFoundError(NOT_FOUND);
  return view(row);
}

const senderTaken = () => new ConflictError(SMS_SENDER_MESSAGES.taken, { smsSender: SMS_SENDER_MESSAGES.taken });

/** The unique index on dealers.sms_sender is the last word: a twin update racing past the check. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * PUT /dealers/{id}: the fields given (the name, time zone and SMS sender left out stay), audited
 * with before and after. A sender another dealer texts from is a 409: a STOP to it must answer
 * one dealer only.
 */
export async function updateDealer(
  ctx: AppContext,
  actor: { dealerId: number; userId: number },
  id: number,
  input: DealerProfileForm,
) {
  if (id !== actor.dealerId) throw new NotFoundError(NOT_FOUND);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findDealerProfile(tx, id, true);
      if (!before) throw new NotFoundError(NOT_FOUND);
      if (input.smsSender && (await senderTakenByOther(tx, id, input.smsSender))) throw senderTaken();
      const { name, ...fields } = input;
      const row = await updateDealerProfile(tx, id, { ...fields, ...(name ? { name } : {}) }, ctx.now());
      await insertAudit(tx, {
        ...actor,
        entity: 'dealer',
        entityId: id,
        action: 'update',
        before: view(before),
        after: view(row),
      });
      return view(row);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? senderTaken() : err;
  }
}
