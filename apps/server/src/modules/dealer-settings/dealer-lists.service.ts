import { type AdminListQuery, AFFILIATE_MESSAGES, BANK_MESSAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { affiliates, dealerBanks } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { insertAudit } from './audit.repository';
import {
  clearReferences,
  type DealerListRow,
  type DealerListTable,
  deleteRow,
  findRow,
  insertRow,
  linkMatchingFinanceBanks,
  listRows,
  nameTaken,
  type ReferenceKind,
  updateRow,
} from './dealer-lists.repository';

/** Who acts: a dealer admin of x-dealer-id (the routes declare the role). */
export interface AdminActor {
  dealerId: number;
  userId: number;
}

interface ListKind {
  kind: ReferenceKind;
  table: DealerListTable;
  label: string;
  taken: string;
  /** What a new or renamed row does beyond itself (a bank links the records that name it). */
  afterSave?: (tx: Tx, dealerId: number, row: DealerListRow) => Promise<void>;
}

export const AFFILIATE_LIST: ListKind = {
  kind: 'affiliate',
  table: affiliates,
  label: 'Affiliate',
  taken: AFFILIATE_MESSAGES.taken,
};

export const BANK_LIST: ListKind = {
  kind: 'bank',
  table: dealerBanks,
  label: 'Bank',
  taken: BANK_MESSAGES.taken,
  afterSave: (tx, dealerId, row) => linkMatchingFinanceBanks(tx, dealerId, row.id, row.name),
};

const view = (row: DealerListRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type DealerListItem = ReturnType<typeof view>;

const notFound = (list: ListKind) => new NotFoundError(`${list.label} not found.`);

/** GET list: the spec's list protocol (filter.q, range, sort; total for x-total-count). */
export async function listItems(ctx: AppContext, list: ListKind, dealerId: number, query: AdminListQuery) {
  const { rows, total } = await listRows(ctx.db, list.table, dealerId, query);
  return { rows: rows.map(view), total };
}

export async function readItem(ctx: AppContext, list: ListKind, dealerId: number, id: number) {
  const row = await findRow(ctx.db, list.table, dealerId, id);
  if (!row) throw notFound(list);
  return view(row);
}

/**
 * The unique index on (dealer_id, lower(name)) is the last word: a twin insert racing past the
 * check below fails there and is answered the same 409.
 */
function conflictOnDuplicate(list: ListKind, err: unknown): never {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new ConflictError(list.taken);
  throw err;
}

export async function createItem(ctx: AppContext, list: ListKind, actor: AdminActor, input: { name: string }) {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await nameTaken(tx, list.table, actor.dealerId, input.name)) throw new ConflictError(list.taken);
      const row = await insertRow(tx, list.table, actor.dealerId, input.name, ctx.now());
      await list.afterSave?.(tx, actor.dealerId, row);
      await insertAudit(tx, {
        ...actor,
        entity: list.kind,
        entityId: row.id,
        action: 'create',
        before: null,
        after: view(row),
      });
      return view(row);
    });
  } catch (err) {
    return conflictOnDuplicate(list, err);
  }
}

export async function updateItem(
  ctx: AppContext,
  list: ListKind,
  actor: AdminActor,
  id: number,
  input: { name: string },
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findRow(tx, list.table, actor.dealerId, id, true);
      if (!before) throw notFound(list);
      if (before.name === input.name) return view(before);
      if (await nameTaken(tx, list.table, actor.dealerId, input.name, id)) throw new ConflictError(list.taken);
      const row = await updateRow(tx, list.table, id, input.name, ctx.now());
      await list.afterSave?.(tx, actor.dealerId, row);
      await insertAudit(tx, {
        ...actor,
        entity: list.kind,
        entityId: id,
        action: 'update',
        before: view(before),
        after: view(row),
      });
      return view(row);
    });
  } catch (err) {
    return conflictOnDuplicate(list, err);
  }
}

/**
 * DELETE: removes the row from every appraisal that references it, each such appraisal's activity
 * saying so, then the row itself, in one transaction. A bank's name stays on the records as their
 * finance bank (it is the customer's lender); only the link to the dealer bank goes, so the record
 * shows "Not found in dealer banks!" again. Answers the deleted row and the count of records cleared.
 */
export async function deleteItem(ctx: AppContext, list: ListKind, actor: AdminActor, id: number) {
  const { row, ids: cleared } = await ctx.db.transaction(async (tx) => {
    const row = await findRow(tx, list.table, actor.dealerId, id, true);
    if (!row) throw notFound(list);
    const activity = {
      action: `${list.label} removed`,
      details: `${row.name} was deleted from the dealer's ${list.kind === 'bank' ? 'banks' : 'affiliates'}`,
    };
    const ids = await clearReferences(tx, list.kind, actor.dealerId, id, actor.userId, activity, ctx.now());
    await deleteRow(tx, list.table, id);
    await insertAudit(tx, {
      ...actor,
      entity: list.kind,
      entityId: id,
      action: 'delete',
      before: view(row),
      after: null,
    });
    return { row, ids };
  });
  // The deleted record answers (react-admin's delete reads it back), with how many records it left.
  return { ...view(row), appraisalsUpdated: cleared.length };
}
