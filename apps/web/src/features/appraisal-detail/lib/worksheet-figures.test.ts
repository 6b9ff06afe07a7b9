import { describe, expect, it } from 'vitest';
import { cardFigures, feeModeParam, headlineFigures, providerParam } from './worksheet-figures';

const ws = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 300,
  reconMechCost: 400,
  reconOtherCost: 100,
  wholesalePack: 500,
  auctionFee: 250,
  auctionValuation: 20000,
  retailValuation: 23000,
  adjustedPayoffAmount: 12000,
  auctionProposal: 17500,
  retailProposal: '',
};

describe('worksheet query parameters', () => {
  it('val is mmr, jdp, galves or blackbook (default mmr); fees wholesale or retail (default wholesale)', () => {
    expect(providerParam('jdp')).toBe('jdp');
    expect(providerParam('blackbook')).toBe('blackbook');
    expect(providerParam(null)).toBe('mmr');
    expect(providerParam('kbb')).toBe('mmr');
    // The dealer's setting 40108 replaces the default; a val in the URL still wins.
    expect(providerParam(null, 'galves')).toBe('galves');
    expect(providerParam('mmr', 'galves')).toBe('mmr');
    expect(feeModeParam('retail')).toBe('retail');
    expect(feeModeParam(null)).toBe('wholesale');
    expect(feeModeParam('cash')).toBe('wholesale');
  });
});

describe('headline figures', () => {
  it('default valuation from the val provider; fees and equity in the fee mode; the equity colour band', () => {
    const record = { mmrVal: 21000, jdpVal: 15000, galvesVal: null };
    // wholesale fees: 250 + 200 + 500 + recon 800 = 1750; equity 21000 - 12000 - 1750 = 7250 (high)
    expect(headlineFigures(record, ws, 'mmr', 'wholesale')).toEqual({
      valuation: 21000,
      totalFees: 1750,
      equity: 7250,
      equityLevel: 'high',
      equityColour: '#16a34a',
      // Default equity (issue 38 point 7): auction valuation 20000 - payoff 12000 - wholesale fees
      // (auction fee 250 + pickup 200 + pack 500) = 7050, whatever the val and fees choices.
      defaultEquity: 7050,
      defaultEquityColour: '#16a34a',
    });
    // retail fees: 200 + 800 = 1000; equity 15000 - 12000 - 1000 = 2000 (medium)
    expect(headlineFigures(record, ws, 'jdp', 'retail')).toMatchObject({
      valuation: 15000,
      totalFees: 1000,
      equity: 2000,
      equityLevel: 'medium',
    });
    // no value: equity is minus payoff and fees (low); a higher threshold moves the band
    expect(headlineFigures(record, ws, 'galves', 'wholesale')).toMatchObject({
      valuation: null,
      equity: -13750,
      equityLevel: 'low',
    });
    expect(headlineFigures(record, ws, 'mmr', 'wholesale', 8000).equityLevel).toBe('medium');
  });
});

describe('offer card figures', () => {
  it('wholesale: 20000 - 250 - 200 - 800 - 500 = 18250; profit 750 against 1000 is less; customer 5500', () => {
    expect(cardFigures(ws, 'auction')).toEqual({
      proposal: 17500,
      // The default proposal: 18250 - objective 1000.
      suggestedProposal: 17250,
      totalProfit: 750,
      customerProfit: 5500,
      profitStatus: 'less',
    });
  });

  it('retail with a blank proposal takes the suggestion (22000 - objective = 21000): profit equals the objective', () => {
    expect(cardFigures(ws, 'retail')).toEqual({
      proposal: 21000,
      suggestedProposal: 21000,
      totalProfit: 1000,
      customerProfit: 9000,
      profitStatus: 'equal',
    });
    expect(cardFigures({ ...ws, retailProposal: 20000 }, 'retail')).toMatchObject({
      profitStatus: 'more',
      suggestedProposal: 21000,
    });
  });
});
