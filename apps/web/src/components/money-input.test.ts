import { describe, expect, it } from 'vitest';
import { MONEY_INPUT_FORMAT, moneyInputNumber, toMoneyInputValue } from './money-input';

describe('money input', () => {
  it('uses the spec format: dollar sign, thousands separators, 2 decimals, arrow step 1', () => {
    expect(MONEY_INPUT_FORMAT).toEqual({
      prefix: '$',
      thousandSeparator: ',',
      decimalScale: 2,
      fixedDecimalScale: true,
      step: 1,
    });
  });

  it('reads what the input holds as a number, blank as null', () => {
    expect(moneyInputNumber(1234.5)).toBe(1234.5);
    expect(moneyInputNumber('$1,234.50')).toBe(1234.5);
    expect(moneyInputNumber('-12')).toBe(-12);
    expect(moneyInputNumber('')).toBeNull();
    expect(moneyInputNumber('  ')).toBeNull();
    expect(moneyInputNumber(null)).toBeNull();
    expect(moneyInputNumber('abc')).toBeNull();
  });

  it('shows stored amounts as numbers and a missing one as an empty field', () => {
    expect(toMoneyInputValue(200)).toBe(200);
    expect(toMoneyInputValue('200.00')).toBe(200);
    expect(toMoneyInputValue(0)).toBe(0);
    expect(toMoneyInputValue(null)).toBe('');
    expect(toMoneyInputValue(undefined)).toBe('');
  });
});
