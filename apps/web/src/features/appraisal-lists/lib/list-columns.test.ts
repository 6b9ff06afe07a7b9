import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { availableColumns, canEditRow, shownColumns } from './list-columns';
import { listPageConfig } from './list-page-config';

const roles = (...r: RoleName[]): RoleName[] => ['DEALER', ...r];
const labels = (cols: { label: string }[]) => cols.map((c) => c.label);
const buying = listPageConfig('buying');

describe('availableColumns', () => {
  it('offers no value column without allowReadVals', () => {
    for (const role of ['SALES', 'SERVICE_MANAGER', 'RECEPTION'] as const) {
      expect(labels(availableColumns(buying, roles(role)))).toEqual(['Customer', 'Team', 'Details']);
    }
  });

  it('offers the value columns to roles that may read valuations, the book values also one by one', () => {
    for (const role of ['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER'] as const) {
      expect(labels(availableColumns(buying, roles(role)))).toEqual([
        'Customer',
        'Team',
        'Details',
        'Book values',
        'MMR',
        'JDP',
        'Galves',
        'Black Book',
        'Wholesale valuation',
        'Expected profit',
        'Payoff',
        'Recon',
      ]);
    }
  });

  it('adds the stage column on pages without tabs', () => {
    expect(availableColumns(buying, roles('SALES')).map((c) => c.id)).not.toContain('stage');
    expect(availableColumns(listPageConfig('rejected'), roles('SALES')).map((c) => c.id)).toContain('stage');
  });
});

describe('shownColumns', () => {
  const available = availableColumns(buying, roles('ACQ_MANAGER'));

  it('shows the four book values in one cell by default, not one column each', () => {
    const shown = shownColumns(available, {}, 'offered');
    expect(labels(shown)).toEqual([
      'Customer',
      'Team',
      'Details',
      'Book values',
      'Wholesale valuation',
      'Expected profit',
      'Payoff',
      'Recon',
    ]);
    expect(shown.find((c) => c.id === 'books')?.parts?.map((p) => p.label)).toEqual([
      'MMR',
      'JDP',
      'Galves',
      'Black Book',
    ]);
  });

  it("follows the user's choices", () => {
    const shown = shownColumns(available, { team: false, books: false, mmr: true }, 'offered');
    expect(labels(shown)).toEqual([
      'Customer',
      'Details',
      'MMR',
      'Wholesale valuation',
      'Expected profit',
      'Payoff',
      'Recon',
    ]);
  });

  it('edits the recon parts on the assess tab and the payoff on the payoff tab, even when hidden', () => {
    const assess = shownColumns(available, { recon: false }, 'assess');
    const recon = assess.find((c) => c.edit);
    expect(recon?.edit).toBe('recon');
    expect(recon?.parts?.map((p) => p.field)).toEqual(['reconBodyCost', 'reconMechCost', 'reconOtherCost']);
    const payoff = shownColumns(available, { payoff: false }, 'payoff').find((c) => c.edit);
    expect(payoff?.parts?.map((p) => p.field)).toEqual(['adjustedPayoffAmount']);
    expect(shownColumns(available, {}, null).some((c) => c.edit)).toBe(false);
  });
});

describe('canEditRow', () => {
  const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };
  it('needs a worksheet the user may write and valuations the user may read', () => {
    expect(canEditRow(roles('ACQ_MANAGER'), open)).toBe(true);
    expect(canEditRow(roles('FINANCE_MANAGER'), open)).toBe(false);
    expect(canEditRow(roles('SERVICE_MANAGER'), open)).toBe(false);
    expect(canEditRow(roles('ACQ_MANAGER'), { ...open, appraisalStatusId: 3 })).toBe(false);
    expect(canEditRow(roles('ACQ_MANAGER'), { ...open, deletedAt: '2024-01-01' })).toBe(false);
  });
});
