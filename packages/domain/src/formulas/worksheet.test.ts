import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKSHEET_STRATEGIES, type WorksheetStrategy } from '../constants/sell-strategies';
import { bidProfit } from './bids';
import { fromCents, toCents } from './cents';
import { equity, suggestedAuctionOffer, suggestedRetailOffer, totalFeesAndCosts } from './fees';
import {
  computeWorksheet,
  customerProfit,
  defaultEquity,
  defaultProposal,
  profitStatus,
  projectedEquity,
  projectedValuation,
  projectedValuationBeforePack,
  proposal,
  reconditioningCost,
  resetProposals,
  strategyFigures,
  strategyProfitStatus,
  totalProfit,
  type WorksheetInput,
  wholesaleFees,
  worksheetStrategyOf,
} from './worksheet';

/** A worked example; every figure below is computed by hand in the comments. */
const ws: WorksheetInput = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 500,
  reconMechCost: 300.5,
  reconOtherCost: '99.50',
  adjustedPayoffAmount: 12000,
  wholesalePack: 250,
  auctionFee: 350,
  carOfferFee: 150,
  auctionValuation: 20000,
  retailValuation: 23000,
  carOfferAmount: 19500,
};

describe('worksheet formulas (part 1 section 9 "Worksheet formulas", part 2 section 9 "Formulas")', () => {
  it('"reconditioningCost = body + mechanical + other recon costs"', () => {
    expect(reconditioningCost(ws)).toBe(900);
    expect(reconditioningCost({})).toBe(0);
  });
  it('"Wholesale fees = auction fee + pickup fee + wholesale pack"', () => {
    expect(wholesaleFees(ws)).toBe(800);
  });
  it('"Projected valuation: car offer = offer amount minus offer fee, pickup fee and recon; auction = auction valuation minus auction fee, pickup fee and recon; retail = retail valuation minus pickup fee and recon" (part 1, literally)', () => {
    expect(projectedValuationBeforePack(ws, 'carOffer')).toBe(18250); // 19500 - 150 - 200 - 900
    expect(projectedValuationBeforePack(ws, 'auction')).toBe(18550); // 20000 - 350 - 200 - 900
    expect(projectedValuationBeforePack(ws, 'retail')).toBe(21900); // 23000 - 200 - 900
  });
  it('the stored projected valuation takes the wholesale pack off the wholesale strategies once', () => {
    expect(projectedValuation(ws, 'carOffer')).toBe(18000);
    expect(projectedValuation(ws, 'auction')).toBe(18300);
    expect(projectedValuation(ws, 'retail')).toBe(21900);
  });
  it('"Suggested auction offer = valuation minus auction fee, wholesale pack, transport fee and reconditioning" equals the auction projected valuation', () => {
    expect(suggestedAuctionOffer(20000, ws)).toBe(18300);
    expect(suggestedRetailOffer(23000, ws)).toBe(21900);
  });
  it('"Projected equity = projected valuation minus adjusted payoff"', () => {
    expect(projectedEquity(ws, 'carOffer')).toBe(6000);
    expect(projectedEquity(ws, 'auction')).toBe(6300);
    expect(projectedEquity(ws, 'retail')).toBe(9900);
  });
  it('"Default proposal = projected valuation minus profit objective, and for car offer and auction also minus the wholesale pack"', () => {
    expect(defaultProposal(ws, 'carOffer')).toBe(17000); // 18250 - 1000 - 250
    expect(defaultProposal(ws, 'auction')).toBe(17300); // 18550 - 1000 - 250
    expect(defaultProposal(ws, 'retail')).toBe(20900); // 21900 - 1000
  });
  it('"Total profit = projected valuation minus proposal"; "Customer profit = projected equity minus total profit"', () => {
    const priced = { ...ws, carOfferProposal: 16500, auctionProposal: '17800', retailProposal: 20000 };
    expect(totalProfit(priced, 'carOffer')).toBe(1500);
    expect(totalProfit(priced, 'auction')).toBe(500);
    expect(totalProfit(priced, 'retail')).toBe(1900);
    expect(customerProfit(priced, 'carOffer')).toBe(4500); // 6000 - 1500 = 16500 - 12000
    expect(customerProfit(priced, 'auction')).toBe(5800);
    expect(customerProfit(priced, 'retail')).toBe(8000);
  });
  it('a missing proposal is read as the default proposal (what Reset restores)', () => {
    expect(proposal(ws, 'auction')).toBe(17300);
    expect(proposal({ ...ws, auctionProposal: '' }, 'auction')).toBe(17300);
    expect(proposal({ ...ws, auctionProposal: 0 }, 'auction')).toBe(0);
    expect(totalProfit(ws, 'retail')).toBe(1000);
  });
  it('"Default equity = auction valuation minus payoff minus wholesale fees"', () => {
    expect(defaultEquity(ws)).toBe(7200); // 20000 - 12000 - 800
  });
  it('"Profit status per strategy is less, more or equal against the objective"', () => {
    expect(profitStatus(1000, 1000)).toBe('equal');
    expect(profitStatus(999.99, 1000)).toBe('less');
    expect(profitStatus('1000.01', 1000)).toBe('more');
    expect(strategyProfitStatus(ws, 'auction')).toBe('equal');
    expect(strategyProfitStatus({ ...ws, auctionProposal: 18000 }, 'auction')).toBe('less');
    expect(strategyProfitStatus({ ...ws, auctionProposal: 17000 }, 'auction')).toBe('more');
  });
  it('a missing profit objective gives no status (the worksheet is "incomplete")', () => {
    expect(profitStatus(500, null)).toBeNull();
    expect(profitStatus(500, undefined)).toBeNull();
    expect(profitStatus(500, '')).toBeNull();
    expect(profitStatus(0, 0)).toBe('equal');
  });
  it('computes the stored fields, e.g. auctionProjectedEquity, and the expected profit of the sell strategy', () => {
    const priced = { ...ws, auctionProposal: 17000 };
    const c = computeWorksheet(priced, 2);
    expect(c).toMatchObject({
      reconditioningCost: 900,
      auctionProjectedValuation: 18300,
      auctionProjectedEquity: 6300,
      auctionTotalProfit: 1300,
      auctionCustomerProfit: 5000,
      auctionProfitStatus: 'more',
      carOfferProfitStatus: 'equal',
      retailTotalProfit: 1000,
      expectedTotalProfit: 1300,
    });
    expect(computeWorksheet(priced).expectedTotalProfit).toBeNull();
    expect(computeWorksheet(priced, 1).expectedTotalProfit).toBe(1000);
    expect(computeWorksheet(priced, 4).expectedTotalProfit).toBe(1000);
  });
  it('maps sell strategies to figures (repair takes the retail figures)', () => {
    expect(worksheetStrategyOf(1)).toBe('carOffer');
    expect(worksheetStrategyOf(2)).toBe('auction');
    expect(worksheetStrategyOf(3)).toBe('retail');
    expect(worksheetStrategyOf(4)).toBe('retail');
    expect(worksheetStrategyOf(null)).toBeNull();
  });
  it('"Reset restores the suggestion"', () => {
    expect(resetProposals(ws)).toEqual({ carOfferProposal: 17000, auctionProposal: 17300, retailProposal: 20900 });
    expect(strategyFigures(ws, 'retail')).toEqual({
      projectedValuation: 21900,
      projectedEquity: 9900,
      defaultProposal: 20900,
      proposal: 20900,
      totalProfit: 1000,
      customerProfit: 8900,
      profitStatus: 'equal',
    });
  });
});

const money = fc.integer({ min: 0, max: 50_000_000 }).map(fromCents);
const maybe = fc.option(money, { nil: undefined });
const worksheetArb: fc.Arbitrary<WorksheetInput> = fc.record({
  profitObjective: maybe,
  pickupFee: maybe,
  reconBodyCost: maybe,
  reconMechCost: maybe,
  reconOtherCost: maybe,
  adjustedPayoffAmount: maybe,
  wholesalePack: maybe,
  auctionFee: maybe,
  carOfferFee: maybe,
  auctionValuation: maybe,
  retailValuation: maybe,
  carOfferAmount: maybe,
  carOfferProposal: maybe,
  auctionProposal: maybe,
  retailProposal: maybe,
});
const strategyArb = fc.constantFrom<WorksheetStrategy>(...WORKSHEET_STRATEGIES);

describe('worksheet identities (property tests)', () => {
  it('total profit + customer profit = projected equity', () => {
    fc.assert(
      fc.property(worksheetArb, strategyArb, (w, s) => {
        return toCents(totalProfit(w, s)) + toCents(customerProfit(w, s)) === toCents(projectedEquity(w, s));
      }),
    );
  });
  it('a proposal at the default leaves total profit equal to the objective (status equal)', () => {
    fc.assert(
      fc.property(worksheetArb, strategyArb, money, (w, s, objective) => {
        const at = {
          ...w,
          profitObjective: objective,
          carOfferProposal: undefined,
          auctionProposal: undefined,
          retailProposal: undefined,
        };
        const stored = { ...at, ...resetProposals(at) };
        return (
          toCents(totalProfit(at, s)) === toCents(objective) &&
          toCents(totalProfit(stored, s)) === toCents(objective) &&
          strategyProfitStatus(stored, s) === 'equal'
        );
      }),
    );
  });
  it("the default proposal is part 1's figure to the cent: valuation - fees - recon - objective (- pack when wholesale)", () => {
    fc.assert(
      fc.property(worksheetArb, strategyArb, (w, s) => {
        const pack = s === 'retail' ? 0 : toCents(w.wholesalePack);
        return (
          toCents(defaultProposal(w, s)) ===
          toCents(projectedValuationBeforePack(w, s)) - toCents(w.profitObjective) - pack
        );
      }),
    );
  });
  it('customer profit is what the customer gets above the payoff: proposal - payoff', () => {
    fc.assert(
      fc.property(worksheetArb, strategyArb, (w, s) => {
        return toCents(customerProfit(w, s)) === toCents(proposal(w, s)) - toCents(w.adjustedPayoffAmount);
      }),
    );
  });
  it('a proposal below the default makes more than the objective, above it less', () => {
    fc.assert(
      fc.property(worksheetArb, fc.integer({ min: 1, max: 1_000_000 }), (w, delta) => {
        const objective = { ...w, profitObjective: w.profitObjective ?? 0 };
        const base = toCents(defaultProposal(objective, 'auction'));
        const below = { ...objective, auctionProposal: fromCents(base - delta) };
        const above = { ...objective, auctionProposal: fromCents(base + delta) };
        return strategyProfitStatus(below, 'auction') === 'more' && strategyProfitStatus(above, 'auction') === 'less';
      }),
    );
  });
  it('part 2 "Equity = valuation minus payoff minus total fees and costs" is the projected equity of the matching strategy', () => {
    fc.assert(
      fc.property(worksheetArb, (w) => {
        return (
          toCents(equity(w.auctionValuation, w, 'wholesale')) === toCents(projectedEquity(w, 'auction')) &&
          toCents(equity(w.retailValuation, w, 'retail')) === toCents(projectedEquity(w, 'retail'))
        );
      }),
    );
  });
  it('part 2 suggested offers are the projected valuations; total fees and costs are wholesale fees + recon', () => {
    fc.assert(
      fc.property(worksheetArb, (w) => {
        return (
          toCents(suggestedAuctionOffer(w.auctionValuation, w)) === toCents(projectedValuation(w, 'auction')) &&
          toCents(suggestedRetailOffer(w.retailValuation, w)) === toCents(projectedValuation(w, 'retail')) &&
          toCents(totalFeesAndCosts(w, 'wholesale')) === toCents(wholesaleFees(w)) + toCents(reconditioningCost(w))
        );
      }),
    );
  });
  it("a bid's profit is the auction total profit at the bid's price", () => {
    fc.assert(
      fc.property(worksheetArb, money, (w, amount) => {
        const fixed = { ...w, auctionProposal: proposal(w, 'auction') };
        return (
          toCents(bidProfit(amount, fixed)) === toCents(totalProfit({ ...fixed, auctionValuation: amount }, 'auction'))
        );
      }),
    );
  });
  it('default equity adds the recon back to the auction projected equity', () => {
    fc.assert(
      fc.property(worksheetArb, (w) => {
        return toCents(defaultEquity(w)) === toCents(projectedEquity(w, 'auction')) + toCents(reconditioningCost(w));
      }),
    );
  });
  it('every figure is a whole number of cents', () => {
    fc.assert(
      fc.property(worksheetArb, fc.constantFrom(1, 2, 3, 4, null), (w, strategy) => {
        return Object.values(computeWorksheet(w, strategy))
          .filter((v): v is number => typeof v === 'number')
          .every((v) => Number.isInteger(Math.round(v * 100)) && toCents(v) / 100 === v);
      }),
    );
  });
});
