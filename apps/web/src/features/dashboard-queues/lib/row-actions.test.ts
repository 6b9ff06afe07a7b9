import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { rowActions } from './row-actions';

const admin: RoleName[] = ['DEALER', 'DEALER_ADMIN'];
const sales: RoleName[] = ['DEALER', 'SALES'];
const row = { area: 'buying', appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };

describe('rowActions', () => {
  it('offers the other three areas, then archive, with the spec confirmations', () => {
    const actions = rowActions(admin, row);
    expect(actions.map((a) => a.label)).toEqual([
      'Move to Lease return',
      'Move to Showroom',
      'Move to Service',
      'Archive',
    ]);
    expect(actions.map((a) => a.confirmation)).toEqual([
      'Move this record to Lease return?',
      'Move this record to Showroom?',
      'Move this record to Service?',
      'Archive this record?',
    ]);
  });

  it('leaves out the area the record is in', () => {
    expect(rowActions(admin, { ...row, area: 'showroom' }).map((a) => a.label)).toEqual([
      'Move to Buying center',
      'Move to Lease return',
      'Move to Service',
      'Archive',
    ]);
  });

  it('offers nothing to a role that may not write appraisals, or on an archived record', () => {
    expect(rowActions(sales, row)).toEqual([]);
    expect(rowActions(admin, { ...row, deletedAt: '2026-01-01T00:00:00Z' })).toEqual([]);
  });
});
