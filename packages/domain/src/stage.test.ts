import { describe, expect, it } from 'vitest';
import {
  bankMatches,
  deriveLeaseStage,
  deriveStage,
  hasStatus,
  isClosed,
  isInspectionDone,
  isInspectionRequested,
  isReconAssessed,
  leaseManagementAction,
  rowWarnings,
  showsHighEquity,
} from './stage';

describe('closed records (part 2 section 4: "A status set on the appraisal closes it")', () => {
  it('any status closes; none or 0 is open', () => {
    expect(isClosed({ appraisalStatusId: 1 })).toBe(true);
    expect(isClosed({ appraisalStatusId: 400 })).toBe(true);
    expect(isClosed({ appraisalStatusId: null })).toBe(false);
    expect(isClosed({})).toBe(false);
    expect(hasStatus({ appraisalStatusId: 0 })).toBe(false);
  });
});

describe('derived workflow stage (part 1 section 4, part 2 section 2.1)', () => {
  it('status 1 -> buying, 2 -> grounding; end states follow their decision', () => {
    expect(deriveStage({ appraisalStatusId: 1 })).toBe('buying');
    expect(deriveStage({ appraisalStatusId: 400 })).toBe('buying');
    expect(deriveStage({ appraisalStatusId: 2 })).toBe('grounding');
    expect(deriveStage({ appraisalStatusId: 200 })).toBe('grounding');
    expect(deriveStage({ appraisalStatusId: 220 })).toBe('grounding');
    expect(deriveStage({ appraisalStatusId: 230 })).toBe('grounding');
  });
  it('trade-in: offer accepted -> accepted; offer sent -> offered', () => {
    expect(deriveStage({ appraisalTypeId: 1, offerSent: true, offerAcceptedAt: '2024-03-01T10:00:00Z' })).toBe(
      'accepted',
    );
    expect(deriveStage({ appraisalTypeId: 1, offerSent: '2024-03-01T10:00:00Z' })).toBe('offered');
  });
  it('lease returns never reach offered or accepted', () => {
    expect(deriveStage({ appraisalTypeId: 2, offerSent: true, reconBodyCost: 100 })).toBe('payoff');
    expect(deriveStage({ appraisalTypeId: 2, offerAcceptedAt: new Date() })).toBe('assess');
  });
  it('recon assessed -> payoff (0 counts as an answer)', () => {
    expect(deriveStage({ appraisalTypeId: 1, reconditioningCost: 0 })).toBe('payoff');
    expect(deriveStage({ appraisalTypeId: 1, reconMechCost: '150.00', paveInspectSessionKey: 'k' })).toBe('payoff');
  });
  it('inspection requested and not done -> inspect; done -> assess', () => {
    expect(deriveStage({ appraisalTypeId: 1, paveInspectSessionKey: 'abc' })).toBe('inspect');
    expect(deriveStage({ appraisalTypeId: 1, paveInspectStatus: 'STARTED' })).toBe('inspect');
    expect(deriveStage({ appraisalTypeId: 1, paveInspectSessionKey: 'abc', paveInspectStatus: 'COMPLETE' })).toBe(
      'assess',
    );
    expect(deriveStage({ appraisalTypeId: 1, paveInspectSessionKey: 'abc', paveInspectResultId: 9 })).toBe('assess');
  });
  it('otherwise assess, the default; a rejected record keeps its field stage', () => {
    expect(deriveStage({})).toBe('assess');
    expect(deriveStage({ appraisalTypeId: 1, appraisalStatusId: 3, offerSent: true })).toBe('offered');
  });
  it('helpers', () => {
    expect(isInspectionRequested({ paveInspectStatus: 'IDLE' })).toBe(false);
    expect(isInspectionDone({ paveInspectStatus: 'QC_PASSED' })).toBe(true);
    expect(isReconAssessed({ reconOtherCost: '' })).toBe(false);
  });
});

describe('lease management stage (part 2 section 2.1: ground_return, grounded, turnedin)', () => {
  it('derives from status 200/220/230, default ground_return', () => {
    expect(deriveLeaseStage({ appraisalStatusId: 200 })).toBe('grounded');
    expect(deriveLeaseStage({ appraisalStatusId: 220 })).toBe('turnedin');
    expect(deriveLeaseStage({ appraisalStatusId: 230 })).toBe('turnedin');
    expect(deriveLeaseStage({ appraisalStatusId: 2 })).toBe('ground_return');
    expect(deriveLeaseStage({})).toBe('ground_return');
  });
  it('"When the finance bank is set but matches no dealer bank, the Ground / Picked-up action is replaced by the Return dialog"', () => {
    expect(leaseManagementAction({ appraisalStatusId: 2, financeBank: 'Ally', dealerBankId: 4 })).toBe('ground');
    expect(leaseManagementAction({ appraisalStatusId: 200, financeBank: 'Ally', dealerBankId: 4 })).toBe('pickedUp');
    expect(leaseManagementAction({ appraisalStatusId: 200, financeBank: 'Ally' })).toBe('return');
    expect(leaseManagementAction({ appraisalStatusId: 2, financeBank: 'Ally' }, [{ name: ' ally ' }])).toBe('ground');
    expect(leaseManagementAction({ appraisalStatusId: 230 })).toBeNull();
  });
  it('bank matching', () => {
    expect(bankMatches({})).toBe(true);
    expect(bankMatches({ financeBank: '  ' })).toBe(true);
    expect(bankMatches({ financeBank: 'Chase', dealerBankId: 1 })).toBe(true);
    expect(bankMatches({ financeBank: 'Chase' }, [{ name: 'Ally' }])).toBe(false);
  });
});

describe('row warnings (part 2 section 2.1)', () => {
  const now = new Date(2024, 2, 13, 12, 0);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600 * 1000);
  const hoursAhead = (h: number) => new Date(now.getTime() + h * 3600 * 1000);

  it('"a trade-in with no offer sent within 24 hours of submission shows \'No offer sent in ...!\'"', () => {
    expect(rowWarnings({ appraisalTypeId: 1, createdAt: hoursAgo(30) }, { now })).toEqual([
      { code: 'noOffer', text: 'No offer sent in 30 hours!' },
    ]);
    expect(rowWarnings({ appraisalTypeId: 1, createdAt: hoursAgo(24 * 5) }, { now })[0]?.text).toBe(
      'No offer sent in 5 days!',
    );
    expect(rowWarnings({ appraisalTypeId: 1, createdAt: hoursAgo(23) }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 1, createdAt: hoursAgo(30), offerSent: true }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 1, createdAt: hoursAgo(30), appraisalStatusId: 1 }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 1 }, { now })).toEqual([]);
  });
  it('"A lease maturing within 72 hours shows \'Matures in ...!\'"', () => {
    expect(rowWarnings({ appraisalTypeId: 2, maturityDate: hoursAhead(50) }, { now })).toEqual([
      { code: 'maturesSoon', text: 'Matures in 2 days!' },
    ]);
    expect(rowWarnings({ appraisalTypeId: 2, maturityDate: hoursAhead(5) }, { now })[0]?.text).toBe(
      'Matures in 5 hours!',
    );
    expect(rowWarnings({ appraisalTypeId: 2, maturityDate: hoursAhead(73) }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 2, maturityDate: hoursAgo(30) }, { now })[0]?.text).toBe(
      'Matured 30 hours ago!',
    );
  });
  it('a date-only maturity matures at its local midnight', () => {
    expect(rowWarnings({ appraisalTypeId: 2, maturityDate: '2024-03-15' }, { now })[0]?.text).toBe(
      'Matures in 36 hours!',
    );
  });
  it("'High equity' (setting 40117) on open records the server flagged, for either type", () => {
    const high = { appraisalTypeId: 1, createdAt: hoursAgo(2), highEquity: true };
    expect(showsHighEquity(high)).toBe(true);
    expect(showsHighEquity({ ...high, appraisalTypeId: 2, appraisalStatusId: 1 })).toBe(true);
    expect(showsHighEquity({ ...high, highEquity: false })).toBe(false);
    expect(showsHighEquity({ appraisalTypeId: 1 })).toBe(false);
    expect(showsHighEquity({ ...high, appraisalStatusId: 100 })).toBe(false);
    expect(showsHighEquity({ ...high, deletedAt: hoursAgo(1) })).toBe(false);
    expect(rowWarnings(high, { now })).toEqual([]);
  });
  it('"A lease without maturity shows \'Maturity unknown\'"', () => {
    expect(rowWarnings({ appraisalTypeId: 2 }, { now })).toEqual([
      { code: 'maturityUnknown', text: 'Maturity unknown' },
    ]);
  });
  it("\"When the finance bank is set but no dealer bank matches, the row shows 'Banks don't match' with the hint 'Needs to be grounded by another dealer'\"", () => {
    const row = { appraisalTypeId: 2, maturityDate: hoursAhead(500), financeBank: 'Ally' };
    expect(rowWarnings(row, { now })).toEqual([
      { code: 'banksDontMatch', text: "Banks don't match", hint: 'Needs to be grounded by another dealer' },
    ]);
    expect(rowWarnings(row, { now, dealerBanks: [{ name: 'ALLY' }] })).toEqual([]);
    expect(rowWarnings({ ...row, dealerBankId: 3 }, { now })).toEqual([]);
  });
  it('archived records and records past the decision show none', () => {
    expect(rowWarnings({ appraisalTypeId: 2, deletedAt: '2024-03-01' }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 2, appraisalStatusId: 200 }, { now })).toEqual([]);
    expect(rowWarnings({ appraisalTypeId: 2, appraisalStatusId: 2 }, { now })).toHaveLength(1);
  });
  it('uses the current time by default', () => {
    expect(rowWarnings({ appraisalTypeId: 2 })).toHaveLength(1);
  });
});
