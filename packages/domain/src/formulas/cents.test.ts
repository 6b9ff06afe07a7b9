import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, parseMoneyValue, roundMoney, sumMoney, toCents } from './cents';

describe('integer cents (DESIGN section 4: "formulas in packages/domain compute in integer cents")', () => {
  it('converts dollars to cents and back', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('$1,234.56')).toBe(123456);
    expect(toCents(-0.5)).toBe(-50);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(fromCents(123456)).toBe(1234.56);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
  });
  it('missing or invalid values are 0 cents ("treat as 0 for sums")', () => {
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('')).toBe(0);
    expect(toCents('abc')).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('parses money text', () => {
    expect(parseMoneyValue(' 12 ')).toBe(12);
    expect(parseMoneyValue('.5')).toBe(0.5);
    expect(parseMoneyValue('-3.')).toBe(-3);
    expect(parseMoneyValue('1.2.3')).toBeNull();
    expect(parseMoneyValue(null)).toBeNull();
  });
  it('sums exactly: 0.1 + 0.2 is 0.3', () => {
    expect(sumMoney(0.1, 0.2)).toBe(0.3);
    expect(sumMoney(null, '5.55', 4.45)).toBe(10);
    expect(roundMoney('19.999')).toBe(20);
  });
  it('property: cents survive the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (c) => toCents(fromCents(c)) === c),
    );
  });
  it('property: sums of 2-decimal values equal the sum of their cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (cents) => {
        const total = cents.reduce((a, b) => a + b, 0);
        return toCents(sumMoney(...cents.map(fromCents))) === total;
      }),
    );
  });
});
