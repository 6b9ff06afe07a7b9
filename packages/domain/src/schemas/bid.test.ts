import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BID_DEFAULT_AMOUNT, bidFormSchema, bidListSaveSchema } from './bid';
import { toFieldErrors } from './field-errors';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe("bid dialog (part 2 section 5: \"bidder required ('Bidder is required'); amount required ('Amount is required'); default amount '0.00'\")", () => {
  it('messages', () => {
    expect(BID_DEFAULT_AMOUNT).toBe('0.00');
    expect(errors(bidFormSchema, {})).toEqual({ bidderId: 'Bidder is required', amount: 'Amount is required' });
    expect(errors(bidFormSchema, { bidderId: '', amount: BID_DEFAULT_AMOUNT })).toEqual({
      bidderId: 'Bidder is required',
      amount: 'Amount is required',
    });
    expect(bidFormSchema.parse({ bidderId: '4', amount: '17,250.5' })).toEqual({ bidderId: 4, amount: 17250.5 });
  });
  it('saved bids: ids optional (new bids), "only one bid can be preferred at a time"', () => {
    expect(
      bidListSaveSchema.parse([
        { id: 3, bidderId: 1, amount: 100, profit: 5, isPreferred: true },
        { bidderId: 2, amount: 90 },
      ]),
    ).toEqual([
      { id: 3, bidderId: 1, amount: 100, profit: 5, isPreferred: true },
      { id: null, bidderId: 2, amount: 90, isPreferred: false },
    ]);
    expect(
      errors(bidListSaveSchema, [
        { bidderId: 1, amount: 1, isPreferred: true },
        { bidderId: 2, amount: 2, isPreferred: true },
      ]),
    ).toEqual({ _: 'Only one bid can be preferred.' });
    expect(errors(bidListSaveSchema, [{ id: -1, bidderId: 1, amount: 1 }])).toEqual({
      '0.id': 'Bid id must be a positive whole number.',
    });
  });
});
