import { describe, expect, it } from 'vitest';
import { OFFER_TERMS_DEFAULTS, offerMileageLimit, offerTermsText, offerValidUntil } from './offer-terms';

describe('offer terms', () => {
  const sentAt = new Date('2026-03-01T12:00:00Z');

  it('holds the dealer default of a week, or the days the offer was given', () => {
    expect(OFFER_TERMS_DEFAULTS.validDays).toBe(7);
    expect(offerValidUntil(sentAt).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(offerValidUntil(sentAt, 14).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('covers the declared mileage plus the allowance, and nothing is made up without a declared mileage', () => {
    expect(offerMileageLimit(41_200, 250)).toBe(41_450);
    expect(offerMileageLimit(null, 250)).toBeNull();
  });

  it('states both terms in one sentence', () => {
    const validUntil = new Date('2026-03-08T12:00:00');
    expect(offerTermsText({ validUntil, declaredMileage: 41_200, mileageAllowance: 250 })).toBe(
      'This offer is good until 03/08/2026 and for up to 41,450 miles (250 miles over the 41,200 miles declared).',
    );
    expect(offerTermsText({ validUntil, declaredMileage: null, mileageAllowance: 1000 })).toBe(
      'This offer is good until 03/08/2026 and for up to 1,000 miles over the mileage declared.',
    );
    expect(offerTermsText({ validUntil, declaredMileage: 41_200, mileageAllowance: 0 })).toBe(
      'This offer is good until 03/08/2026 at the 41,200 miles declared.',
    );
  });
});
