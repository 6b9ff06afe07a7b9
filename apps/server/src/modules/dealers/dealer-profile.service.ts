import type { DealerProfileForm } from '@dealer/domain';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { insertAudit } from '../dealer-settings/audit.repository';
import { type DealerProfileRow, dealersOfUser, findDealerProfile, updateDealerProfile } from './dealers.repository';

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

/** PUT /dealers/{id}: the fields given (the name left out stays), audited with before and after. */
export async function updateDealer(
  ctx: AppContext,
  actor: { dealerId: number; userId: number },
  id: number,
  input: DealerProfileForm,
) {
  if (id !== actor.dealerId) throw new NotFoundError(NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const before = await findDealerProfile(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const { name, ...address } = input;
    const row = await updateDealerProfile(tx, id, { ...address, ...(name ? { name } : {}) }, ctx.now());
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
}
