import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_MODE,
  EQUITY_COLOURS,
  equity,
  equityColour,
  equityLevel,
  FEE_MODES,
  suggestedAuctionOffer,
  suggestedRetailOffer,
  totalFeesAndCosts,
} from './fees';

const ws = { pickupFee: 200, reconBodyCost: 400, auctionFee: 350, wholesalePack: 250, adjustedPayoffAmount: 10000 };

describe('fee modes (part 2 section 9: "wholesale (auction fee + pickup fee + wholesale pack + recon) and retail (pickup fee + recon)")', () => {
  it('modes and default', () => {
    expect(FEE_MODES).toEqual(['wholesale', 'retail']);
    expect(DEFAULT_FEE_MODE).toBe('wholesale');
  });
  it('total fees and costs per mode', () => {
    expect(totalFeesAndCosts(ws, 'wholesale')).toBe(1200);
    expect(totalFeesAndCosts(ws, 'retail')).toBe(600);
    expect(totalFeesAndCosts({}, 'wholesale')).toBe(0);
  });
  it('"Equity = valuation minus payoff minus total fees and costs"', () => {
    expect(equity(15000, ws, 'wholesale')).toBe(3800);
    expect(equity('15000.00', ws, 'retail')).toBe(4400);
    expect(equity(null, ws, 'retail')).toBe(-10600);
  });
  it('"Suggested auction offer = valuation minus auction fee, wholesale pack, transport fee and reconditioning. Suggested retail offer = valuation minus transport fee and reconditioning."', () => {
    expect(suggestedAuctionOffer(15000, ws)).toBe(13800);
    expect(suggestedRetailOffer(15000, ws)).toBe(14400);
  });
});

describe('equity colour (part 2 section 9: "low 1000; high from setting 40117 (default 5000)")', () => {
  it('below 1000 is low, from the high threshold up is high, between is medium', () => {
    expect(equityLevel(999.99)).toBe('low');
    expect(equityLevel(-500)).toBe('low');
    expect(equityLevel(1000)).toBe('medium');
    expect(equityLevel(4999.99)).toBe('medium');
    expect(equityLevel(5000)).toBe('high');
  });
  it('takes the high threshold from setting 40117, defaulting to 5000 when blank', () => {
    expect(equityLevel(6000, 8000)).toBe('medium');
    expect(equityLevel(8000, '8000.00')).toBe('high');
    expect(equityLevel(5000, null)).toBe('high');
    expect(equityLevel(5000, '')).toBe('high');
  });
  it('colours', () => {
    expect(equityColour(100)).toBe(EQUITY_COLOURS.low);
    expect(equityColour(3000)).toBe(EQUITY_COLOURS.medium);
    expect(equityColour(9000, 5000)).toBe(EQUITY_COLOURS.high);
  });
});
