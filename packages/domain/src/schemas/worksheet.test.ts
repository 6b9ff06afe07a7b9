import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { worksheetSaveSchema, worksheetSubmitSchema } from './worksheet';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('worksheet save (part 2 sections 3, 5)', () => {
  it('money fields are nullable, parsed as decimals and rounded to cents', () => {
    const ws = worksheetSaveSchema.parse({
      profitObjective: '1,500',
      pickupFee: '',
      auctionProposal: '-250.005',
      dmsId: ' D-1 ',
    });
    expect(ws).toMatchObject({ profitObjective: 1500, pickupFee: null, auctionProposal: -250.01, dmsId: 'D-1' });
    expect('bids' in ws).toBe(false);
  });
  it('costs, fees and valuations are not negative', () => {
    expect(errors(worksheetSaveSchema, { reconBodyCost: -1, auctionValuation: 'x' })).toEqual({
      reconBodyCost: 'Enter an amount of 0 or more.',
      auctionValuation: 'Enter an amount of 0 or more.',
    });
  });
  it('takes bids and checks them', () => {
    expect(errors(worksheetSaveSchema, { bids: [{ amount: 1 }] })).toEqual({ 'bids.0.bidderId': 'Bidder is required' });
    expect(errors(worksheetSaveSchema, { sellStrategyStatusId: 9 })).toEqual({
      sellStrategyStatusId: 'Choose Wholesale, Auction, Repair or Retail.',
    });
  });
});

describe('worksheet before offer, buy or ground: "payoff shows an error when at most 0"', () => {
  it('requires a payoff above 0', () => {
    expect(errors(worksheetSubmitSchema(2), {})).toEqual({ adjustedPayoffAmount: 'Payoff must be more than 0.' });
    expect(errors(worksheetSubmitSchema(null), { adjustedPayoffAmount: 0 })).toEqual({
      adjustedPayoffAmount: 'Payoff must be more than 0.',
    });
    expect(errors(worksheetSubmitSchema(), { adjustedPayoffAmount: 0.01 })).toEqual({});
  });
  it('a paid-off vehicle (owner status 1) has no payoff', () => {
    expect(errors(worksheetSubmitSchema(1), { adjustedPayoffAmount: 0 })).toEqual({});
  });
});
