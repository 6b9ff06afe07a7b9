import type { QueryClient } from '@tanstack/react-query';
import type { ListResult } from '../../../lib/api-client';
import { APPRAISALS_QUERY_KEY, type AppraisalRow } from './get-appraisals';

/** What an inline edit's answer changes on a list row: the stage and the amounts. */
const EDITED_FIELDS = [
  'stage',
  'leaseStage',
  'updatedAt',
  'auctionValuation',
  'expectedTotalProfit',
  'adjustedPayoffAmount',
  'reconditioningCost',
  'reconBodyCost',
  'reconMechCost',
  'reconOtherCost',
] as const satisfies readonly (keyof AppraisalRow)[];

export function mergeEditedRow(row: AppraisalRow, updated: Partial<AppraisalRow>): AppraisalRow {
  const next: AppraisalRow = { ...row };
  for (const field of EDITED_FIELDS) {
    if (field in updated) Object.assign(next, { [field]: updated[field] });
  }
  return next;
}

const isListResult = (value: unknown): value is ListResult<AppraisalRow> =>
  typeof value === 'object' && value !== null && Array.isArray((value as ListResult<AppraisalRow>).data);

/**
 * After an inline edit: the row stays where it is on the lists on screen, with its new values and
 * stage (a record that moved on to another stage is not snatched from under the user's cursor, so
 * the other recon amounts can still be entered and focus stays in the row). Every list is marked
 * stale, to be read again when it is next opened, and the stage counts are read again now.
 */
export function keepRowInLists(queryClient: QueryClient, updated: Partial<AppraisalRow> & { id: number }): void {
  queryClient.setQueriesData<unknown>({ queryKey: [APPRAISALS_QUERY_KEY] }, (old: unknown) =>
    isListResult(old) && old.data.some((r) => r.id === updated.id)
      ? { ...old, data: old.data.map((r) => (r.id === updated.id ? mergeEditedRow(r, updated) : r)) }
      : old,
  );
  void queryClient.invalidateQueries({ queryKey: [APPRAISALS_QUERY_KEY], refetchType: 'none' }).then(() =>
    queryClient.invalidateQueries({
      queryKey: [APPRAISALS_QUERY_KEY],
      predicate: (q) => q.queryKey[2] === 'counts',
    }),
  );
}
