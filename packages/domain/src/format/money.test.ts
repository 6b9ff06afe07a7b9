import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyWhole, formatPercent, formatThousands } from './money';

describe('currency (part 1 section 9: "currency with a dollar sign, 2 decimals and comma thousands")', () => {
  it('formats', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1234567.891)).toBe('$1,234,567.89');
    expect(formatCurrency('999.999')).toBe('$1,000.00');
    expect(formatCurrency(-1234.5)).toBe('-$1,234.50');
    expect(formatCurrency(0.05)).toBe('$0.05');
  });
  it('blank for missing values', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('n/a')).toBe('');
  });
  it('whole dollars: "Bid amounts shown with 0 decimals"', () => {
    expect(formatCurrencyWhole(12345.5)).toBe('$12,346');
    expect(formatCurrencyWhole(-12345.4)).toBe('-$12,345');
    expect(formatCurrencyWhole(-0.4)).toBe('$0');
    expect(formatCurrencyWhole(null)).toBe('');
  });
  it('thousands without sign', () => {
    expect(formatThousands(123456)).toBe('123,456');
    expect(formatThousands('98765.4')).toBe('98,765');
    expect(formatThousands(-1500)).toBe('-1,500');
    expect(formatThousands(null)).toBe('');
  });
});

describe('percentages (part 1 section 9: "percentages 2 decimals")', () => {
  it('formats', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-4.5)).toBe('-4.50%');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(null)).toBe('');
    expect(formatPercent(Number.NaN)).toBe('');
  });
});
