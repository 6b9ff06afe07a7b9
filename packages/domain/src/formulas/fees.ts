import { EQUITY_HIGH_THRESHOLD_DEFAULT, EQUITY_LOW_THRESHOLD } from '../constants/dealer-settings';
import { fromCents, type MoneyInput, toCents } from './cents';
import { reconditioningCostCents, type WorksheetInput } from './worksheet';

/** Part 2 section 2.5: fees query "(wholesale or retail; default wholesale)". */
export const FEE_MODES = ['wholesale', 'retail'] as const;
export type FeeMode = (typeof FEE_MODES)[number];
export const DEFAULT_FEE_MODE: FeeMode = 'wholesale';

/**
 * Part 2 section 9: "Fee modes: wholesale (auction fee + pickup fee + wholesale pack + recon) and
 * retail (pickup fee + recon)." This is the worksheet's "Total fees and costs".
 */
export function totalFeesAndCostsCents(ws: WorksheetInput, mode: FeeMode): number {
  const common = toCents(ws.pickupFee) + reconditioningCostCents(ws);
  return mode === 'wholesale' ? common + toCents(ws.auctionFee) + toCents(ws.wholesalePack) : common;
}
export function totalFeesAndCosts(ws: WorksheetInput, mode: FeeMode): number {
  return fromCents(totalFeesAndCostsCents(ws, mode));
}

/**
 * Part 2 section 9: "Equity = valuation minus payoff minus total fees and costs." The valuation is
 * the worksheet's "Default valuation" (the chosen provider's value). With the auction valuation
 * and the wholesale mode this equals auctionProjectedEquity (see worksheet.ts).
 */
export function equityCents(valuation: MoneyInput, ws: WorksheetInput, mode: FeeMode): number {
  return toCents(valuation) - toCents(ws.adjustedPayoffAmount) - totalFeesAndCostsCents(ws, mode);
}
export function equity(valuation: MoneyInput, ws: WorksheetInput, mode: FeeMode): number {
  return fromCents(equityCents(valuation, ws, mode));
}

/**
 * Part 2 section 9: "Suggested auction offer = valuation minus auction fee, wholesale pack,
 * transport fee and reconditioning. Suggested retail offer = valuation minus transport fee and
 * reconditioning." The transport fee is the worksheet's pickupFee. This is the most the dealer can
 * pay and still break even; the default proposal takes the profit objective off it.
 */
export function suggestedOfferCents(valuation: MoneyInput, ws: WorksheetInput, mode: FeeMode): number {
  return toCents(valuation) - totalFeesAndCostsCents(ws, mode);
}
export function suggestedAuctionOffer(valuation: MoneyInput, ws: WorksheetInput): number {
  return fromCents(suggestedOfferCents(valuation, ws, 'wholesale'));
}
export function suggestedRetailOffer(valuation: MoneyInput, ws: WorksheetInput): number {
  return fromCents(suggestedOfferCents(valuation, ws, 'retail'));
}

export type EquityLevel = 'low' | 'medium' | 'high';

/**
 * Part 2 section 9: "Equity colour thresholds: low 1000; high from setting 40117 (default 5000)."
 * Boundaries are not shown: below the low threshold is low, from the high threshold up is high,
 * between is medium. A high threshold at or below 1000 leaves no medium band.
 */
export function equityLevel(value: MoneyInput, highThreshold: MoneyInput = EQUITY_HIGH_THRESHOLD_DEFAULT): EquityLevel {
  const cents = toCents(value);
  if (cents < toCents(EQUITY_LOW_THRESHOLD)) return 'low';
  const high = parseHigh(highThreshold);
  return cents >= high ? 'high' : 'medium';
}

function parseHigh(threshold: MoneyInput): number {
  const blank = threshold === null || threshold === undefined || threshold === '';
  return toCents(blank ? EQUITY_HIGH_THRESHOLD_DEFAULT : threshold);
}

/** Colours of the equity levels (not shown in the spec: red, orange, green as a dealer reads them). */
export const EQUITY_COLOURS: Readonly<Record<EquityLevel, string>> = {
  low: '#dc2626',
  medium: '#ea580c',
  high: '#16a34a',
};

export function equityColour(value: MoneyInput, highThreshold?: MoneyInput): string {
  return EQUITY_COLOURS[equityLevel(value, highThreshold)];
}
