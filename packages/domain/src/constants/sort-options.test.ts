import { describe, expect, it } from 'vitest';
import { APPRAISAL_SORT_FIELDS, DEFAULT_SORT, parseSortOption, SORT_OPTIONS } from './sort-options';

describe('sort options (part 1 section 9, part 2 section 9)', () => {
  it('lists every option with its label, in the spec order', () => {
    expect(SORT_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual([
      'id-DESC Newest',
      'updatedAt-DESC Latest update',
      'runningStatus-DESC Inspection grade',
      'id-ASC Oldest',
      'reconditioningCost-DESC Recon amount',
      'expectedTotalProfit-DESC Expected profit',
      'adjustedPayoffAmount-DESC Payoff',
      'year-DESC Year',
      'make-ASC Make',
      'inspectedMileage-ASC Mileage',
      'model-ASC Model',
    ]);
    for (const o of SORT_OPTIONS) expect(o.value).toBe(`${o.field}-${o.order}`);
  });
  it('the whitelist is exactly the fields of the options', () => {
    expect([...APPRAISAL_SORT_FIELDS].sort()).toEqual([...new Set(SORT_OPTIONS.map((o) => o.field))].sort());
  });
  it('"Default list sort id descending"', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'id', order: 'DESC' });
  });
  it('parses an option value', () => {
    expect(parseSortOption('make-ASC')).toEqual({ field: 'make', order: 'ASC' });
    expect(parseSortOption('make-DESC')).toBeNull();
  });
});
