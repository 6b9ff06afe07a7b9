import { describe, expect, it } from 'vitest';
import type { AppraisalRow } from '../api/get-appraisals';
import { rowActions } from './row-actions';

const row = (values: Partial<AppraisalRow>) =>
  ({
    appraisalTypeId: 2,
    appraisalStatusId: null,
    deletedAt: null,
    financeBank: null,
    dealerBankId: null,
    ...values,
  }) as AppraisalRow;
const ids = (page: Parameters<typeof rowActions>[0], r: AppraisalRow, roles = ['DEALER', 'SALES_MANAGER'] as const) =>
  rowActions(page, [...roles], r).map((a) => a.id);

describe('row actions', () => {
  it('management list: Ground, then Picked up, with Location until turned in', () => {
    expect(ids('manageReturns', row({}))).toEqual(['grounded', 'location']);
    expect(ids('manageReturns', row({ appraisalStatusId: 200 }))).toEqual(['pickedUp', 'location']);
    expect(ids('manageReturns', row({ appraisalStatusId: 1 }))).toEqual(['pickedUp', 'location']);
    expect(ids('manageReturns', row({ appraisalStatusId: 220 }))).toEqual([]);
  });
  it("Banks don't match: Return replaces Ground and Picked up", () => {
    expect(ids('manageReturns', row({ financeBank: 'Faraway CU' }))).toEqual(['return', 'location']);
    expect(ids('manageReturns', row({ financeBank: 'Faraway CU', appraisalStatusId: 200 }))).toEqual([
      'return',
      'location',
    ]);
  });
  it('Service and Showroom: Set to Buying on an open record, Undo Buying on a Buying one', () => {
    expect(rowActions('service', ['DEALER', 'APPRAISER'], row({ appraisalTypeId: 1 }))).toMatchObject([
      { id: 'setBuying', label: 'Set to Buying', confirm: 'Set status to Buying?' },
    ]);
    expect(rowActions('showroom', ['DEALER', 'APPRAISER'], row({ appraisalStatusId: 1 }))).toMatchObject([
      { id: 'undoBuying', label: 'Undo Buying', confirm: 'Undo Buying status?' },
    ]);
    expect(ids('service', row({ appraisalStatusId: 3 }))).toEqual([]);
  });
  it('nothing for roles that may not write appraisals, nor on other lists', () => {
    expect(ids('manageReturns', row({}), ['DEALER', 'FINANCE_MANAGER'] as never)).toEqual([]);
    expect(ids('returns', row({}))).toEqual([]);
  });
});
