/**
 * Money crosses the API as a number with 2 decimals (NUMERIC(12,2); pg may hand it over as a
 * string). Every formula converts at its edges and computes in integer cents, so sums and
 * differences are exact (0.1 + 0.2 is 30 cents, not 0.30000000000000004).
 */
export type MoneyInput = number | string | null | undefined;

/** Parses a money value; blank, missing or not a number is null. Accepts "$1,234.50". */
export function parseMoneyValue(value: MoneyInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Dollars to integer cents, rounding half away from zero. Missing or invalid values are 0 cents,
 * the decision for worksheet sums ("treat as 0 for sums"). toFixed(6) first removes the binary
 * noise of values like 1.005 (100.49999... cents) before rounding.
 */
export function toCents(value: MoneyInput): number {
  const n = parseMoneyValue(value);
  if (n === null) return 0;
  const cents = Number((Math.abs(n) * 100).toFixed(6));
  const rounded = Math.round(cents);
  return n < 0 ? -rounded : rounded;
}

/** Integer cents back to a 2-decimal number. */
export function fromCents(cents: number): number {
  const value = Math.round(cents) / 100;
  return Object.is(value, -0) ? 0 : value;
}

/** Rounds a money value to whole cents (e.g. before storing a parsed input). */
export function roundMoney(value: MoneyInput): number {
  return fromCents(toCents(value));
}

/** Sums money values exactly; missing ones count as 0. */
export function sumMoney(...values: MoneyInput[]): number {
  return fromCents(values.reduce<number>((sum, v) => sum + toCents(v), 0));
}
