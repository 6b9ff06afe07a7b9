import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { canEditRow, infoColumns, valueColumns } from './list-columns';
import { listPageConfig } from './list-page-config';

const roles = (...r: RoleName[]): RoleName[] => ['DEALER', ...r];
const labels = (cols: { label: string }[]) => cols.map((c) => c.label);

describe('valueColumns', () => {
  it('shows no value column without allowReadVals', () => {
    expect(valueColumns(roles('SALES'), 'payoff')).toEqual([]);
    expect(valueColumns(roles('SERVICE_MANAGER'), null)).toEqual([]);
    expect(valueColumns(roles('RECEPTION'), 'assess')).toEqual([]);
  });

  it('shows the eight value columns to roles that may read valuations', () => {
    for (const role of ['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER'] as const) {
      expect(labels(valueColumns(roles(role), 'offered'))).toEqual([
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

  it('edits the recon parts on the assess tab and the payoff on the payoff tab', () => {
    const assess = valueColumns(roles('ACQ_MANAGER'), 'assess');
    expect(labels(assess).slice(-3)).toEqual(['Body recon', 'Mechanical recon', 'Other recon']);
    expect(assess.filter((c) => c.edit).map((c) => c.field)).toEqual([
      'reconBodyCost',
      'reconMechCost',
      'reconOtherCost',
    ]);
    expect(labels(assess)).not.toContain('Recon');
    const payoff = valueColumns(roles('ACQ_MANAGER'), 'payoff');
    expect(payoff.filter((c) => c.edit).map((c) => c.field)).toEqual(['adjustedPayoffAmount']);
    expect(valueColumns(roles('ACQ_MANAGER'), null).some((c) => c.edit)).toBe(false);
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

describe('infoColumns', () => {
  it('adds the stage column on pages without tabs', () => {
    expect(infoColumns(listPageConfig('buying'))).not.toContain('stage');
    expect(infoColumns(listPageConfig('archived'))).toContain('stage');
  });
});
