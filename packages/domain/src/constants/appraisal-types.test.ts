import { describe, expect, it } from 'vitest';
import { APPRAISAL_TYPE, APPRAISAL_TYPE_LABELS, isAppraisalTypeId, isLeaseReturn, isTradeIn } from './appraisal-types';

describe('appraisal types (part 1 section 1: "Appraisal type ids: 1 trade-in, 2 lease return")', () => {
  it("pins the ids and display names (\"displayed 'Trade in', 'Lease return'\")", () => {
    expect(APPRAISAL_TYPE).toEqual({ TRADE_IN: 1, LEASE_RETURN: 2 });
    expect(APPRAISAL_TYPE_LABELS).toEqual({ 1: 'Trade in', 2: 'Lease return' });
  });
  it('recognises only 1 and 2', () => {
    expect(isAppraisalTypeId(1)).toBe(true);
    expect(isAppraisalTypeId(2)).toBe(true);
    expect(isAppraisalTypeId(3)).toBe(false);
    expect(isAppraisalTypeId('1')).toBe(false);
  });
  it('tells trade-ins from lease returns', () => {
    expect(isTradeIn({ appraisalTypeId: 1 })).toBe(true);
    expect(isTradeIn({ appraisalTypeId: 2 })).toBe(false);
    expect(isLeaseReturn({ appraisalTypeId: 2 })).toBe(true);
    expect(isLeaseReturn({ appraisalTypeId: null })).toBe(false);
  });
});
