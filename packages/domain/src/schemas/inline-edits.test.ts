import { describe, expect, it } from 'vitest';
import { payoffEditSchema, reconEditSchema } from './inline-edits';

describe('inline edits of the assess and payoff tabs (part 2 section 2.1)', () => {
  it('recon costs are money of 0 or more, rounded to cents; blank clears', () => {
    expect(reconEditSchema.parse({ reconBodyCost: '1,200.005', reconMechCost: '', reconOtherCost: 0 })).toEqual({
      reconBodyCost: 1200.01,
      reconMechCost: null,
      reconOtherCost: 0,
    });
    expect(reconEditSchema.safeParse({ reconBodyCost: -5 }).error?.issues[0]?.message).toBe(
      'Enter an amount of 0 or more.',
    );
    expect(reconEditSchema.safeParse({ other: 1 }).success).toBe(false);
  });

  it('"payoff shows an error when at most 0" (part 2 section 5)', () => {
    expect(payoffEditSchema.parse({ adjustedPayoffAmount: '8500' })).toEqual({ adjustedPayoffAmount: 8500 });
    for (const v of [0, -1]) {
      expect(payoffEditSchema.safeParse({ adjustedPayoffAmount: v }).error?.issues[0]?.message).toBe(
        'Payoff must be more than 0.',
      );
    }
  });
});
