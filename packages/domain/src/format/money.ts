import { type MoneyInput, parseMoneyValue, toCents } from '../formulas/cents';

/** Comma thousands on a non-negative integer string. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Spec part 1 section 9: "currency with a dollar sign, 2 decimals and comma thousands".
 * -1234.5 -> '-$1,234.50'. Missing or not a number: '' (an empty cell, not "$0.00", which would
 * claim a value). Written by hand from integer cents, so no locale data can change it.
 */
export function formatCurrency(value: MoneyInput): string {
  if (parseMoneyValue(value) === null) return '';
  const cents = toCents(value);
  const abs = Math.abs(cents);
  const text = `$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * Whole dollars: part 2 section 9 "Bid amounts shown with 0 decimals", and the estimate badge
 * "without decimals". Rounded half away from zero.
 */
export function formatCurrencyWhole(value: MoneyInput): string {
  if (parseMoneyValue(value) === null) return '';
  const cents = toCents(value);
  const dollars = Math.round(Math.abs(cents) / 100);
  const text = `$${groupThousands(String(dollars))}`;
  return cents < 0 && dollars !== 0 ? `-${text}` : text;
}

/** Comma thousands without a currency sign (mileage, counts): 123456 -> '123,456'. */
export function formatThousands(value: number | string | null | undefined): string {
  const n = parseMoneyValue(value);
  if (n === null) return '';
  const rounded = Math.round(Math.abs(n));
  return `${n < 0 && rounded !== 0 ? '-' : ''}${groupThousands(String(rounded))}`;
}

/**
 * Spec part 1 section 9: "percentages 2 decimals". Takes a percent value (12.3456 -> '12.35%').
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  return `${value < 0 && rounded !== 0 ? '-' : ''}${rounded.toFixed(2)}%`;
}
