import { describe, expect, it } from 'vitest';
import {
  dashboardFilterSchema,
  dashboardQuerySchema,
  dealerStatsFilterSchema,
  dealerStatsQuerySchema,
} from './dashboard';

describe('dashboard filters (part 2 sections 2.2, 2.4, 9)', () => {
  it('"Dashboard windows: 7, 30, 60, 90, 183 and 365 days (default 30)"', () => {
    expect(dashboardFilterSchema.parse({})).toEqual({ days: 30 });
    expect(dashboardFilterSchema.parse({ days: 183 })).toEqual({ days: 183 });
    const r = dashboardFilterSchema.safeParse({ days: 14 });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('days must be one of: 7, 30, 60, 90, 183, 365');
  });
  it('dealer stats filter', () => {
    expect(dealerStatsFilterSchema.parse({ days: 365, appraisalTypeId: 2 })).toEqual({ days: 365, appraisalTypeId: 2 });
    expect(dealerStatsFilterSchema.parse({ dealerIds: [1, 2] })).toEqual({ days: 30, dealerIds: [1, 2] });
    const r = dealerStatsFilterSchema.safeParse({ appraisalTypeId: 3, dealerIds: [0] });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'appraisalTypeId must be 1 or 2',
      'dealerIds must be a list of positive whole numbers',
    ]);
  });
  it('the query string carries the filter as JSON', () => {
    expect(dashboardQuerySchema.parse({ filter: '{"days":7}' })).toEqual({ filter: { days: 7 } });
    expect(dashboardQuerySchema.parse({})).toEqual({ filter: { days: 30 } });
    expect(dealerStatsQuerySchema.safeParse({ filter: '{"days":14}' }).success).toBe(false);
  });
});
