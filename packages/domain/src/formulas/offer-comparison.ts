import { formatCurrency, formatThousands } from '../format/money';
import { fromCents, toCents } from './cents';
import type { InspectionFacts, OfferBasis, OfferEnd } from './offer-basis';
import { breakdownAmountText, type OfferBreakdownLine } from './offer-letter';

/**
 * "What you told us, what we found": when an inspection came back, a new offer says, line by line,
 * what the customer declared beside what the inspection found, each difference with its effect on
 * the offer, from the previous offer to the new one. Shown on the customer's offer page, in the
 * offer e-mail and, before sending, on the record's Inspection tab. Texts are ours.
 */
export const OFFER_COMPARISON_TEXTS = {
  title: 'What you told us, what we found',
  intro:
    'Your vehicle was inspected. Where the inspection differed from what we knew, this is how it changed our offer.',
  item: 'Item',
  declared: 'You told us',
  found: 'We found',
  effect: 'Effect on your offer',
  notAsked: 'Not asked',
  previous: 'Previous offer',
  mileage: 'Mileage',
  condition: 'Condition',
  estimatedRepairs: 'estimated repairs',
  other: 'Other adjustments',
  offer: 'New offer',
} as const;

/** A declared fact beside the inspection's, and what the difference did to each end of the offer. */
export interface ComparisonDifference {
  label: string;
  /** What the customer told us; null where the intake did not ask (the vehicle's condition). */
  declared: string | null;
  found: string;
  amount: number;
  /** The high end's effect, when a range moved its ends differently. */
  amountMax?: number;
}

/** Previous offer + each difference's effect + other adjustments = new offer, at each end, to the cent. */
export interface OfferComparison {
  previous: OfferBreakdownLine;
  differences: ComparisonDifference[];
  /** The part of the change no difference explains (fees, the dealer's own pricing); null when none. */
  other: OfferBreakdownLine | null;
  offer: OfferBreakdownLine;
}

const T = OFFER_COMPARISON_TEXTS;
const miles = (n: number) => `${formatThousands(n)} mi`;

/** "Minor body damage, worn tyres; estimated repairs $1,370.00". */
function conditionFound(found: InspectionFacts): string {
  const damage = toCents(found.estimatedDamage);
  const parts = [
    found.findings.join(', '),
    damage > 0 ? `${T.estimatedRepairs} ${formatCurrency(fromCents(damage))}` : '',
  ].filter((p) => p !== '');
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Mileage moves an offer through the valuation it was priced from (the guides price by odometer):
 * its effect at an end is the change of that valuation, when both offers priced that end from the
 * same strategy (a switch of strategy is not the mileage's doing).
 */
function valuationChange(before: OfferEnd, after: OfferEnd): number {
  return before.strategy === after.strategy ? toCents(after.valuation) - toCents(before.valuation) : 0;
}

interface Difference {
  label: string;
  declared: string | null;
  found: string;
  low: number;
  high: number;
}

/**
 * The declared facts the new offer's inspection contradicts: the mileage when the odometer read
 * otherwise than declared (effect: the valuation's change), and the condition when it found
 * something (the intake never asks; effect: the reconditioning added, the line the customer's
 * breakdown already shows).
 */
function differencesOf(previous: OfferBasis, next: OfferBasis, found: InspectionFacts): Difference[] {
  const out: Difference[] = [];
  const declaredMiles = next.declared.mileage;
  if (found.mileage !== null && declaredMiles !== null && found.mileage !== declaredMiles) {
    out.push({
      label: T.mileage,
      declared: miles(declaredMiles),
      found: miles(found.mileage),
      low: valuationChange(previous.low, next.low),
      high: valuationChange(previous.high, next.high),
    });
  }
  if (found.findings.length > 0 || toCents(found.estimatedDamage) > 0) {
    const recon = toCents(next.reconditioning) - toCents(previous.reconditioning);
    out.push({ label: T.condition, declared: null, found: conditionFound(found), low: -recon, high: -recon });
  }
  return out;
}

const endLine = (label: string, basis: OfferBasis): OfferBreakdownLine =>
  basis.ranged
    ? { label, amount: basis.low.amount, amountMax: basis.high.amount }
    : { label, amount: basis.low.amount };

/** An effect: one figure when both ends moved alike, both when a range's ends moved apart. */
function effect(low: number, high: number): { amount: number; amountMax?: number } {
  return low === high ? { amount: fromCents(low) } : { amount: fromCents(low), amountMax: fromCents(high) };
}

/**
 * The comparison of a new offer with the previous one, or null when there is nothing to explain:
 * no inspection behind the new offer, or one that found nothing differing from what the customer
 * declared. The lines add up exactly (in cents) from the previous offer to the new one at each
 * end: whatever the differences do not explain is one "Other adjustments" line, so the dealer's
 * pack, profit and valuations never show by name or figure.
 */
export function offerComparison(previous: OfferBasis, next: OfferBasis): OfferComparison | null {
  const found = next.inspection;
  if (!found) return null;
  const differences = differencesOf(previous, next, found);
  if (differences.length === 0) return null;
  const change = (end: 'low' | 'high') => toCents(next[end].amount) - toCents(previous[end].amount);
  const explained = (end: 'low' | 'high') => differences.reduce((sum, d) => sum + d[end], 0);
  const otherLow = change('low') - explained('low');
  const otherHigh = change('high') - explained('high');
  return {
    previous: endLine(T.previous, previous),
    differences: differences.map((d) => ({
      label: d.label,
      declared: d.declared,
      found: d.found,
      ...effect(d.low, d.high),
    })),
    other: otherLow === 0 && otherHigh === 0 ? null : { label: T.other, ...effect(otherLow, otherHigh) },
    offer: endLine(T.offer, next),
  };
}

/** "+$20.00", "-$1,150.00", "$0.00": an effect's sign always shows. */
export function signedCurrency(amount: number): string {
  return amount > 0 ? `+${formatCurrency(amount)}` : formatCurrency(amount);
}

/** An effect's figure: "-$1,150.00", or "-$1,000.00 to -$1,200.00" for a range's two ends. */
export function effectAmountText(line: { amount: number; amountMax?: number }): string {
  return line.amountMax === undefined
    ? signedCurrency(line.amount)
    : `${signedCurrency(line.amount)} to ${signedCurrency(line.amountMax)}`;
}

/** The comparison as plain lines (the offer e-mail's section, text and HTML alike). */
export function offerComparisonText(c: OfferComparison): string {
  const difference = (d: ComparisonDifference) =>
    `${d.label}. ${T.declared}: ${d.declared ?? T.notAsked}. ${T.found}: ${d.found}. ${T.effect}: ${effectAmountText(d)}`;
  return [
    T.title,
    `${c.previous.label}: ${breakdownAmountText(c.previous)}`,
    ...c.differences.map(difference),
    ...(c.other ? [`${c.other.label}: ${effectAmountText(c.other)}`] : []),
    `${c.offer.label}: ${breakdownAmountText(c.offer)}`,
  ].join('\n');
}
