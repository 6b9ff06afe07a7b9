import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './cents';
import { estimateBadgeText, OFFER_DEFAULTS, offerCardOfStrategy, offerCardState, offerRange } from './offers';
import { projectedValuation, proposal, totalProfit, type WorksheetInput } from './worksheet';

const ws: WorksheetInput = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 900,
  adjustedPayoffAmount: 12000,
  wholesalePack: 250,
  auctionFee: 350,
  carOfferFee: 150,
  auctionValuation: 20000,
  retailValuation: 23000,
  carOfferAmount: 19500,
};

describe('offer type of a Wholesale record (kept against part 1 section 9, docs/spec-readings.md)', () => {
  // Part 1 section 9 reads "strategy id 2 means the auction type, otherwise retail", so a record
  // whose sell strategy is 1 (Wholesale, carOffer) would be offered as retail. The dialog's
  // default amount is the type's proposal: the retail one leaves out the wholesale fees and pack,
  // and here offers the customer more than the wholesale route (car offer or auction) brings in.
  it('a Wholesale record is offered as the auction type: the retail type would offer at a loss', () => {
    expect(offerCardOfStrategy(1)).toBe('auction');
    const asRetail = proposal(ws, 'retail');
    expect(asRetail).toBe(20900);
    const wholesaleBringsIn = Math.max(projectedValuation(ws, 'carOffer'), projectedValuation(ws, 'auction'));
    expect(wholesaleBringsIn).toBe(18300);
    expect(asRetail).toBeGreaterThan(wholesaleBringsIn);
    // As the auction type, the offer keeps the dealer's profit objective on the wholesale route.
    expect(proposal(ws, 'auction')).toBe(17300);
    expect(totalProfit(ws, 'auction')).toBeGreaterThanOrEqual(ws.profitObjective as number);
  });
  it('"Offer defaults: all amounts 0.00"', () => {
    expect(OFFER_DEFAULTS).toMatchObject({ offerAmount: 0, offerAmountMin: 0, offerAmountMax: 0, customerProfit: 0 });
  });
});

describe('offer range (part 1 section 3: "lowest and highest proposals among strategies whose total profit meets the profit objective")', () => {
  it('all strategies at their defaults meet the objective', () => {
    expect(offerRange(ws)).toEqual({ min: 17000, max: 20900 });
  });
  it('a strategy below the objective is left out', () => {
    expect(offerRange({ ...ws, retailProposal: 21000 })).toEqual({ min: 17000, max: 17300 });
    expect(offerRange({ ...ws, retailProposal: 20000 })).toEqual({ min: 17000, max: 20000 });
  });
  it('a strategy without a valuation is left out', () => {
    expect(offerRange({ ...ws, carOfferAmount: null })).toEqual({ min: 17300, max: 20900 });
  });
  it('none meeting it gives 0.00 to 0.00; a missing objective counts as 0', () => {
    expect(offerRange({})).toEqual({ min: 0, max: 0 });
    expect(offerRange({ ...ws, profitObjective: null, carOfferAmount: null, auctionValuation: null })).toEqual({
      min: 21900,
      max: 21900,
    });
  });
  it('property: min <= max, and both ends are proposals meeting the objective', () => {
    const m = fc.integer({ min: 0, max: 5_000_000 }).map(fromCents);
    fc.assert(
      fc.property(m, m, m, m, m, m, (objective, av, rv, co, ap, rp) => {
        const w = {
          ...ws,
          profitObjective: objective,
          auctionValuation: av,
          retailValuation: rv,
          carOfferAmount: co,
          auctionProposal: ap,
          retailProposal: rp,
        };
        const { min, max } = offerRange(w);
        if (min === 0 && max === 0) return true;
        const meeting = (['carOffer', 'auction', 'retail'] as const)
          .filter((s) => toCents(totalProfit(w, s)) >= toCents(objective))
          .map((s) => proposal(w, s));
        return min <= max && meeting.includes(min) && meeting.includes(max);
      }),
    );
  });
});

describe('estimate badge (part 2 section 4)', () => {
  it('"shown when an automated offerAmount exists and nobody has offered"', () => {
    expect(estimateBadgeText({ offerAmount: 12000 })).toBe('$12,000');
    expect(estimateBadgeText({ offerAmount: 12000, offeredBy: 7 })).toBeNull();
    expect(estimateBadgeText({ offerAmount: null })).toBeNull();
  });
  it('"shows a range when offerAmountMax exists, without decimals"', () => {
    expect(estimateBadgeText({ offerAmount: '12000.40', offerAmountMax: 14000.5, offeredBy: null })).toBe(
      '$12,000 - $14,001',
    );
  });
});

describe('offer cards (part 2 section 4)', () => {
  it('wholesale strategies belong to the Wholesale (auction) card, repair and retail to the Retail card', () => {
    expect(offerCardOfStrategy(1)).toBe('auction');
    expect(offerCardOfStrategy(2)).toBe('auction');
    expect(offerCardOfStrategy(3)).toBe('retail');
    expect(offerCardOfStrategy(4)).toBe('retail');
    expect(offerCardOfStrategy(undefined)).toBeNull();
  });
  it('"Trade-in button: MAKE OFFER, or RESEND after an offer was sent"', () => {
    const trade = { appraisalTypeId: 1, sellStrategyStatusId: 2 };
    expect(offerCardState(trade, 'auction')).toEqual({
      matches: true,
      buying: false,
      sent: false,
      label: 'MAKE OFFER',
    });
    expect(offerCardState({ ...trade, offerSent: true }, 'auction')).toMatchObject({ sent: true, label: 'RESEND' });
    expect(offerCardState({ ...trade, offerSent: true }, 'retail')).toMatchObject({
      matches: false,
      sent: false,
      label: 'MAKE OFFER',
    });
  });
  it('"Lease-return button: BUY, or RE-BUY after a sent offer"; "lease return with status buying shows \'Buying\'"', () => {
    const lease = { appraisalTypeId: 2, sellStrategyStatusId: 4 };
    expect(offerCardState(lease, 'retail').label).toBe('BUY');
    expect(offerCardState({ ...lease, offerSent: '2024-01-01' }, 'retail').label).toBe('RE-BUY');
    expect(offerCardState({ ...lease, appraisalStatusId: 1 }, 'retail')).toMatchObject({
      buying: true,
      label: 'Buying',
    });
    expect(offerCardState({ ...lease, appraisalStatusId: 1 }, 'auction')).toMatchObject({
      buying: false,
      label: 'BUY',
    });
  });
});
