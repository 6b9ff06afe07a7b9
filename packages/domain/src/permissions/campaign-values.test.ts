import { describe, expect, it } from 'vitest';
import { withoutAutoOfferValues } from './campaign-values';

describe('withoutAutoOfferValues (issue 35: a rule of 100 % of MMR is MMR itself)', () => {
  it('keeps whether and when the rule offers, not its percentages and sources', () => {
    const rule = { enabled: true, p1: 95, p1v: 'mmr', p2: 100, p2v: 'galves', on: 'appsubmit' };
    expect(withoutAutoOfferValues(rule)).toEqual({ enabled: true, on: 'appsubmit' });
    expect(rule.p1).toBe(95);
  });
});
