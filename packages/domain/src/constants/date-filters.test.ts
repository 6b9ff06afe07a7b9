import { describe, expect, it } from 'vitest';
import {
  DATE_FILTER_IDS,
  DATE_FILTER_OPTIONS,
  DEFAULT_DATE_FILTER_ID,
  dateFilterLabel,
  defaultDateFilterId,
  isDateFilterId,
} from './date-filters';

describe('date filter options (part 1 section 9, part 2 section 9)', () => {
  it('"0 Today, -2 This week, -3 This month, 7 Past 7 days, 30 Past 30 days, 60 Past 60 days, 90 Past 90 days, -4 Any date"', () => {
    expect(DATE_FILTER_OPTIONS.map((o) => `${o.id} ${o.label}`)).toEqual([
      '0 Today',
      '-2 This week',
      '-3 This month',
      '7 Past 7 days',
      '30 Past 30 days',
      '60 Past 60 days',
      '90 Past 90 days',
      '-4 Any date',
    ]);
    expect(DATE_FILTER_IDS).toEqual([0, -2, -3, 7, 30, 60, 90, -4]);
  });
  it('"Default 30, or 0 for service and showroom"', () => {
    expect(DEFAULT_DATE_FILTER_ID).toBe(30);
    expect(defaultDateFilterId('buying')).toBe(30);
    expect(defaultDateFilterId('returns')).toBe(30);
    expect(defaultDateFilterId('service')).toBe(0);
    expect(defaultDateFilterId('showroom')).toBe(0);
  });
  it('labels and guard', () => {
    expect(dateFilterLabel(-4)).toBe('Any date');
    expect(dateFilterLabel(5 as never)).toBe('');
    expect(isDateFilterId(60)).toBe(true);
    expect(isDateFilterId(14)).toBe(false);
  });
});
