import { describe, expect, it } from 'vitest';
import { affiliateSchema, bankSchema } from './affiliate-bank';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('affiliate and bank (part 2 section 5: "name required, at least 3 characters")', () => {
  it('"Affiliate name is required"', () => {
    expect(message(affiliateSchema.safeParse({}))).toBe('Affiliate name is required');
    expect(message(affiliateSchema.safeParse({ name: 'ab' }))).toBe('Affiliate name is required');
    expect(affiliateSchema.parse({ name: ' AutoNation ' })).toEqual({ name: 'AutoNation' });
  });
  it('"Bank name is required"', () => {
    expect(message(bankSchema.safeParse({ name: '  ' }))).toBe('Bank name is required');
    expect(message(bankSchema.safeParse({ name: 'Al' }))).toBe('Bank name is required');
    expect(bankSchema.parse({ name: 'Ally' })).toEqual({ name: 'Ally' });
  });
});
