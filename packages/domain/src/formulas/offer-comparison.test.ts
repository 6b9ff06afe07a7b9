import { describe, expect, it } from 'vitest';
import { inspectionFindings } from '../constants/inspection-findings';
import { toCents } from './cents';
import { type InspectionFacts, type OfferBasis, offerBasis } from './offer-basis';
import {
  effectAmountText,
  OFFER_COMPARISON_TEXTS,
  type OfferComparison,
  offerComparison,
  offerComparisonText,
} from './offer-comparison';
import { offerRange, suggestedOffer } from './offers';
import type { WorksheetInput } from './worksheet';

/** The worksheet as the first offer priced it: the declared 30,000 miles, no inspection yet. */
const before: WorksheetInput = {
  profitObjective: 1000,
  pickupFee: 200,
  wholesalePack: 250,
  auctionFee: 350,
  auctionValuation: 20000,
  retailValuation: 23000,
};
/** Revalued at the inspected 48,210 miles, with the damage found put into body recon. */
const after: WorksheetInput = { ...before, auctionValuation: 18850, retailValuation: 21500, reconBodyCost: 1370 };

const declared = { mileage: 30_000 };
const inspection: InspectionFacts = {
  resultId: 7,
  mileage: 48_210,
  estimatedDamage: 1370,
  findings: ['minor body damage', 'worn tyres'],
};

const exactAt = (ws: WorksheetInput, facts: InspectionFacts | null, amount = suggestedOffer(ws, 'auction').amount) =>
  offerBasis(ws, { template: 0, type: 'auction', amount }, { declared, inspection: facts })!;
const rangedAt = (ws: WorksheetInput, facts: InspectionFacts | null) => {
  const range = offerRange(ws);
  return offerBasis(
    ws,
    { template: 1, type: 'auction', amountMin: range.min, amountMax: range.max },
    { declared, inspection: facts },
  )!;
};

/** Each end's sum in cents: previous + differences + other. */
function ends(c: OfferComparison) {
  const lines = [...c.differences, ...(c.other ? [c.other] : [])];
  const low = lines.reduce((sum, l) => sum + toCents(l.amount), toCents(c.previous.amount));
  const high = lines.reduce(
    (sum, l) => sum + toCents(l.amountMax ?? l.amount),
    toCents(c.previous.amountMax ?? c.previous.amount),
  );
  return { low, high };
}

describe('offerComparison: an exact offer lowered after the inspection', () => {
  const previous = exactAt(before, null);
  const next = exactAt(after, inspection);

  it('prices each end from the strategy whose proposal it is', () => {
    // 20,000 - 350 - 200 - 250 pack - 1,000 objective; then 18,850 - 350 - 200 - 1,370 - 250 - 1,000.
    expect(previous.low).toEqual({ amount: 18200, strategy: 'auction', valuation: 20000 });
    expect(next.low).toEqual({ amount: 15680, strategy: 'auction', valuation: 18850 });
  });

  it('mileage: the valuation it moved; condition: the reconditioning it added; nothing else to explain', () => {
    expect(offerComparison(previous, next)).toEqual({
      previous: { label: 'Previous offer', amount: 18200 },
      differences: [
        { label: 'Mileage', declared: '30,000 mi', found: '48,210 mi', amount: -1150 },
        {
          label: 'Condition',
          declared: null,
          found: 'Minor body damage, worn tyres; estimated repairs $1,370.00',
          amount: -1370,
        },
      ],
      other: null,
      offer: { label: 'New offer', amount: 15680 },
    });
  });

  it('what the differences do not explain is one "Other adjustments" line, and the lines add up to the cent', () => {
    // A hand-typed amount and a raised pack: 15,554.57 - 18,200 + 1,150 + 1,370 = -125.43.
    const typed = exactAt({ ...after, wholesalePack: 375.1 }, inspection, 15554.57);
    const c = offerComparison(previous, typed)!;
    expect(c.other).toEqual({ label: 'Other adjustments', amount: -125.43 });
    expect(ends(c)).toEqual({ low: toCents(15554.57), high: toCents(15554.57) });
    expect(c.offer).toEqual({ label: 'New offer', amount: 15554.57 });
  });

  it('never names or shows the pack, the profit objective or a valuation', () => {
    const c = offerComparison(previous, exactAt({ ...after, wholesalePack: 500 }, inspection))!;
    const labels = [c.previous, ...c.differences, c.other!, c.offer].map((l) => l.label).join(' ');
    expect(labels).not.toMatch(/pack|profit|valuation/i);
    const figures = [c.previous, ...c.differences, c.other!, c.offer].map((l) => l.amount);
    for (const internal of [500, 250, 1000, 20000, 18850]) expect(figures).not.toContain(internal);
    expect(offerComparisonText(c)).not.toMatch(/pack|profit|valuation|\$500\.00|\$1,000\.00|\$20,000\.00/i);
  });

  it('an offer that rises (fewer miles than declared) explains itself the same way', () => {
    const fewer = { ...inspection, mileage: 21_000, estimatedDamage: 0, findings: [] };
    const c = offerComparison(previous, exactAt({ ...before, auctionValuation: 20900 }, fewer))!;
    expect(c.differences).toEqual([{ label: 'Mileage', declared: '30,000 mi', found: '21,000 mi', amount: 900 }]);
    expect(c.offer.amount).toBe(19100);
    expect(effectAmountText(c.differences[0]!)).toBe('+$900.00');
  });
});

describe('offerComparison: a ranged offer moves both ends', () => {
  it('each end by the valuation of its own strategy; the reconditioning alike', () => {
    const previous = rangedAt(before, null);
    const next = rangedAt(after, inspection);
    expect([previous.low.strategy, previous.high.strategy]).toEqual(['auction', 'retail']);
    const c = offerComparison(previous, next)!;
    expect(c.previous).toEqual({ label: 'Previous offer', amount: 18200, amountMax: 21800 });
    expect(c.differences.map((d) => [d.label, d.amount, d.amountMax])).toEqual([
      ['Mileage', -1150, -1500],
      ['Condition', -1370, undefined],
    ]);
    expect(c.other).toBeNull();
    expect(c.offer).toEqual({ label: 'New offer', amount: 15680, amountMax: 18930 });
    expect(ends(c)).toEqual({ low: toCents(15680), high: toCents(18930) });
    expect(effectAmountText(c.differences[0]!)).toBe('-$1,150.00 to -$1,500.00');
  });

  it('from an exact offer to a range: the exact amount is both ends before', () => {
    const c = offerComparison(exactAt(before, null), rangedAt(after, inspection))!;
    expect(c.previous).toEqual({ label: 'Previous offer', amount: 18200 });
    // The high end was priced from auction before and retail now: not the mileage's doing.
    expect(c.differences[0]).toMatchObject({ label: 'Mileage', amount: -1150, amountMax: 0 });
    expect(ends(c)).toEqual({ low: toCents(15680), high: toCents(18930) });
  });
});

describe('offerComparison: nothing to explain', () => {
  const previous = exactAt(before, null);

  it('is null without an inspection behind the new offer', () => {
    expect(offerComparison(previous, exactAt(after, null))).toBeNull();
  });

  it('is null when the inspection found what the customer declared and nothing wrong', () => {
    const agreeing = { resultId: 8, mileage: 30_000, estimatedDamage: 0, findings: [] };
    expect(offerComparison(previous, exactAt({ ...before, pickupFee: 300 }, agreeing))).toBeNull();
    // An odometer the inspection could not read contradicts nothing either.
    expect(offerComparison(previous, exactAt(before, { ...agreeing, mileage: null }))).toBeNull();
  });

  it('a no-offer has no basis to compare', () => {
    expect(offerBasis(before, { template: 2, type: 'auction' }, { declared, inspection })).toBeNull();
  });
});

describe('offerComparisonText', () => {
  it('writes one line per row, the declared side "Not asked" where the intake did not ask', () => {
    const c = offerComparison(exactAt(before, null), exactAt(after, inspection, 15700))!;
    expect(offerComparisonText(c).split('\n')).toEqual([
      OFFER_COMPARISON_TEXTS.title,
      'Previous offer: $18,200.00',
      'Mileage. You told us: 30,000 mi. We found: 48,210 mi. Effect on your offer: -$1,150.00',
      'Condition. You told us: Not asked. We found: Minor body damage, worn tyres; estimated repairs $1,370.00. Effect on your offer: -$1,370.00',
      'Other adjustments: +$20.00',
      'New offer: $15,700.00',
    ]);
  });
});

describe('inspectionFindings', () => {
  it("names each answer that is a finding, in the report's order, and skips the rest", () => {
    expect(inspectionFindings({ warningLights: 'no', bodyDamage: 'minor', tyres: 'worn', smokedIn: 'no' })).toEqual([
      'minor body damage',
      'worn tyres',
    ]);
    expect(inspectionFindings({ smokedIn: 'yes', warningLights: 'yes', bodyDamage: 'major', extra: 'x' })).toEqual([
      'warning lights on',
      'major body damage',
      'smoked in',
    ]);
    expect(inspectionFindings(null)).toEqual([]);
    expect(inspectionFindings('minor')).toEqual([]);
  });
});

describe('suggestedOffer', () => {
  it("is the dialog's start: the type's proposal (never below 0) and the range", () => {
    expect(suggestedOffer(before, 'auction')).toEqual({ amount: 18200, amountMin: 18200, amountMax: 21800 });
    expect(suggestedOffer({ ...before, auctionValuation: 500 }, 'auction').amount).toBe(0);
    expect(suggestedOffer({ ...before, retailValuation: null }, 'retail').amount).toBe(0);
  });
});

describe('a stored basis', () => {
  it('is plain data: read back from JSON it compares the same (the comparison is reproducible)', () => {
    const previous = exactAt(before, null);
    const stored: OfferBasis = JSON.parse(JSON.stringify(previous));
    expect(offerComparison(stored, exactAt(after, inspection))).toEqual(
      offerComparison(previous, exactAt(after, inspection)),
    );
  });
});
