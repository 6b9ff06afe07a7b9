import { worksheetSaveSchema, worksheetSubmitSchema } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import type { Bid } from '../api/get-appraisal-detail';
import {
  DEFAULT_PICKUP_FEE,
  fieldErrors,
  type WorksheetRecord,
  worksheetFormValues,
  worksheetInputOf,
  worksheetSaveBody,
} from './worksheet-form';

const bid = (id: number, amount: number, isPreferred = false): Bid => ({
  id,
  bidderId: 7,
  bidderName: 'Copart',
  amount,
  isPreferred,
  updatedAt: '2025-01-01T00:00:00Z',
  profit: null,
});

const record: WorksheetRecord = {
  adjustedPayoffAmount: 12000,
  auctionValuation: 20000,
  auctionProposal: 17500,
  retailValuation: null,
  pickupFee: null,
  reconBodyCost: 300,
  carOfferAmount: 19000,
  carOfferProposal: 16000,
  dmsId: null,
  packageNotes: 'Two keys.',
  bids: [bid(5, 20000, true)],
  worksheetDefaults: null,
};

describe('worksheet form values', () => {
  it('starts from the record: blanks empty, a blank pickup fee at the default of setting 40107', () => {
    const values = worksheetFormValues(record);
    expect(values).toMatchObject({
      adjustedPayoffAmount: 12000,
      auctionProposal: 17500,
      retailValuation: '',
      pickupFee: DEFAULT_PICKUP_FEE,
      dmsId: '',
      packageNotes: 'Two keys.',
    });
    expect(DEFAULT_PICKUP_FEE).toBe(200);
    expect(values.bids).toEqual([
      { id: 5, bidderId: 7, bidderName: 'Copart', amount: 20000, isPreferred: true, profit: null },
    ]);
    expect(worksheetFormValues({ ...record, pickupFee: 0 }).pickupFee).toBe(0);
  });

  it("starts a blank pickup fee at the dealer's own setting 40107 when the record carries it", () => {
    const defaults = { pickupFee: 325, valuationProvider: 'jdp' as const, highEquityThreshold: 4000 };
    expect(worksheetFormValues({ ...record, pickupFee: null, worksheetDefaults: defaults }).pickupFee).toBe(325);
    expect(worksheetFormValues({ ...record, pickupFee: 150, worksheetDefaults: defaults }).pickupFee).toBe(150);
  });

  it('feeds the formulas the form inputs plus the car-offer figures the tab does not edit', () => {
    const input = worksheetInputOf({ ...worksheetFormValues(record), reconMechCost: '1,000.50' }, record);
    expect(input).toMatchObject({
      reconBodyCost: 300,
      reconMechCost: '1,000.50',
      carOfferAmount: 19000,
      carOfferProposal: 16000,
      retailValuation: '',
    });
    expect(input).not.toHaveProperty('actualCost');
  });

  it('sends only the fields the tab edits, and the bids (positive ids only) only when allowed', () => {
    const values = worksheetFormValues(record);
    values.bids = [...values.bids, { id: -1, bidderId: 8, bidderName: 'ACV', amount: 19500, isPreferred: false }];
    const { bids: _b, ...fields } = values;
    const parsed = worksheetSaveSchema.parse(fields);
    const body = worksheetSaveBody(parsed, values, record, true);
    expect(body).not.toHaveProperty('dealTypeId');
    expect(body).not.toHaveProperty('sellStrategyStatusId');
    expect(body).toMatchObject({ adjustedPayoffAmount: 12000, retailValuation: null, pickupFee: 200, dmsId: null });
    // Bid profit = amount - auction proposal 17500 - (auction fee 0 + pickup 200 + pack 0 + recon 300).
    expect(body.bids).toEqual([
      { id: 5, bidderId: 7, amount: 20000, profit: 2000, isPreferred: true },
      { bidderId: 8, amount: 19500, profit: 1500, isPreferred: false },
    ]);
    expect(worksheetSaveBody(parsed, values, record, false)).not.toHaveProperty('bids');
  });

  it('turns schema issues into field messages, the payoff rule only on submit', () => {
    const values = { ...worksheetFormValues(record), adjustedPayoffAmount: 0 };
    const { bids: _b, ...fields } = values;
    expect(worksheetSaveSchema.safeParse(fields).success).toBe(true);
    const submit = worksheetSubmitSchema(2).safeParse(fields);
    expect(submit.success).toBe(false);
    expect(fieldErrors(submit.error!.issues)).toEqual({ adjustedPayoffAmount: 'Payoff must be more than 0.' });
    const bad = worksheetSaveSchema.safeParse({ ...fields, pickupFee: -3 });
    expect(fieldErrors(bad.error!.issues)).toEqual({ pickupFee: 'Enter an amount of 0 or more.' });
  });
});
