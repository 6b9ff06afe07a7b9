import { describe, expect, it } from 'vitest';
import { VALUE_DATA_KEYWORD } from '../schemas/answer-fields';
import { appraisalDetailAnswer } from '../schemas/appraisal-answers';
import { appraisalValueFields } from './value-field-answers';
import { isValueField, VALUE_FIELDS, withoutValueFields } from './value-fields';

describe('withoutValueFields (part 2 section 6: value columns need allowReadVals)', () => {
  const row = { id: 1, vin: 'X', mmrVal: 10_000, expectedTotalProfit: 1500, adjustedPayoffAmount: 8000 };

  it('keeps every field for a role that may read valuations', () => {
    expect(withoutValueFields(row, ['DEALER', 'APPRAISER'])).toEqual(row);
  });

  it('removes the value fields for a role that may not (sales, reception, service tech)', () => {
    for (const role of ['SALES', 'RECEPTION', 'SERVICE_TECH']) {
      expect(withoutValueFields(row, ['DEALER', role])).toEqual({ id: 1, vin: 'X' });
    }
  });

  it('also covers every worksheet figure a reader could work the values back from', () => {
    const row = { id: 1, carOfferProjectedEquity: 10, retailTotalProfit: 5, auctionProposal: 9000, pickupFee: 200 };
    expect(withoutValueFields(row, ['DEALER', 'SALES'])).toEqual({ id: 1 });
    expect(isValueField('expectedTotalProfit')).toBe(true);
    expect(isValueField('year')).toBe(false);
  });

  it('covers the columns the spec names: MMR, JDP, Galves, Black Book, wholesale valuation, expected profit, payoff, recon', () => {
    expect(VALUE_FIELDS).toEqual(
      expect.arrayContaining([
        'mmrVal',
        'jdpVal',
        'galvesVal',
        'blackbookVal',
        'auctionValuation',
        'expectedTotalProfit',
        'adjustedPayoffAmount',
        'reconditioningCost',
      ]),
    );
  });
});

describe('VALUE_FIELDS comes from the answers (issue 37: value data said once)', () => {
  it('is the keys of appraisalValueFields, each marked as value data and optional', () => {
    expect([...VALUE_FIELDS]).toEqual(Object.keys(appraisalValueFields));
    for (const [name, schema] of Object.entries(appraisalValueFields)) {
      expect(schema.meta()?.[VALUE_DATA_KEYWORD], name).toBe(true);
      expect(schema.safeParse(undefined).success, name).toBe(true);
    }
  });

  it('marks the appraisal answers with the same fields: the detail carries them all, absent allowed', () => {
    const shape = appraisalDetailAnswer.shape as Record<string, { meta(): Record<string, unknown> | undefined }>;
    const marked = Object.keys(shape).filter((k) => shape[k]?.meta()?.[VALUE_DATA_KEYWORD] === true);
    expect(marked.sort()).toEqual([...VALUE_FIELDS].sort());
  });
});
