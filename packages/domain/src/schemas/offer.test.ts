import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { offerFormSchema, offerPayloadSchema, toOfferPayload } from './offer';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('offer dialog (part 1 sections 2, 3, 5)', () => {
  it('"Offer defaults: all amounts 0.00"', () => {
    expect(offerFormSchema.parse({ offerTemplate: 2 })).toEqual({
      offerTemplate: 2,
      offerAmount: 0,
      offerAmountMin: 0,
      offerAmountMax: 0,
      customerProfit: 0,
      includeDamages: false,
      printPdf: false,
      sendPdf: false,
      showCustomerEquity: false,
      textPdf: false,
      // The dealer's terms replace these in the dialog (GET /dealer_offer_terms).
      validDays: 7,
      mileageAllowance: 250,
      screenIdx: 0,
    });
  });
  it('an exact offer needs an amount', () => {
    expect(errors(offerFormSchema, { offerTemplate: 0, offerAmount: '0.00' })).toEqual({
      offerAmount: 'Enter an offer amount.',
    });
    expect(offerFormSchema.parse({ offerTemplate: 0, offerAmount: '$15,000.50' }).offerAmount).toBe(15000.5);
  });
  it('a ranged offer needs both ends, in order', () => {
    expect(errors(offerFormSchema, { offerTemplate: 1 })).toEqual({
      offerAmountMin: 'Enter the lowest offer.',
      offerAmountMax: 'Enter the highest offer.',
    });
    expect(errors(offerFormSchema, { offerTemplate: 1, offerAmountMin: 5000, offerAmountMax: 4000 })).toEqual({
      offerAmountMax: 'The highest offer must be at least the lowest.',
    });
    expect(errors(offerFormSchema, { offerTemplate: 1, offerAmountMin: 4000, offerAmountMax: 5000 })).toEqual({});
  });
  it('type and amount errors', () => {
    expect(errors(offerFormSchema, { offerTemplate: 3, offerAmount: 'x' })).toEqual({
      offerTemplate: 'Choose an offer type.',
      offerAmount: 'Enter an amount.',
    });
  });
  it('builds the offer call body ("amount, amountMin, amountMax, customerProfit, includeDamages, sendPdf, showCustomerEquity, template, textPdf, type auction or retail")', () => {
    const form = offerFormSchema.parse({ offerTemplate: 0, offerAmount: 15000, customerProfit: 3000, printPdf: true });
    const body = toOfferPayload(form, 'auction');
    expect(body).toEqual({
      amount: 15000,
      amountMin: 0,
      amountMax: 0,
      customerProfit: 3000,
      includeDamages: false,
      printPdf: true,
      sendPdf: false,
      showCustomerEquity: false,
      textPdf: false,
      template: 0,
      type: 'auction',
      validDays: 7,
      mileageAllowance: 250,
    });
    expect(offerPayloadSchema.parse(body)).toEqual(body);
    // Without terms, the server uses the dealer's.
    const { validDays: _days, mileageAllowance: _miles, ...bare } = body;
    expect(offerPayloadSchema.parse(bare)).toEqual({ ...bare, validDays: null, mileageAllowance: null });
  });
  it('validates the offer call body', () => {
    expect(errors(offerPayloadSchema, { template: 0, type: 'lease' })).toEqual({
      type: 'Offer type must be auction or retail.',
    });
    expect(errors(offerPayloadSchema, { template: 0, type: 'retail' })).toEqual({ amount: 'Enter an offer amount.' });
    expect(errors(offerPayloadSchema, { template: 1, type: 'retail', amountMax: 10 })).toEqual({
      amountMin: 'Enter the lowest offer.',
    });
    expect(errors(offerPayloadSchema, { template: 1, type: 'retail', amountMin: 10 })).toEqual({
      amountMax: 'Enter the highest offer.',
    });
    expect(errors(offerPayloadSchema, { template: 1, type: 'retail', amountMin: 10, amountMax: 5 })).toEqual({
      amountMax: 'The highest offer must be at least the lowest.',
    });
    expect(errors(offerPayloadSchema, { template: 2, type: 'retail' })).toEqual({});
  });
});
