import { formatDateTime } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { lastOfferOf } from './last-offer';

const sentAt = '2026-11-20T15:30:00.000Z';
const base = {
  offerSentAt: sentAt,
  offerAmount: 15000,
  offerAmountMin: null,
  offerAmountMax: null,
  offerType: 'auction' as const,
  offerTemplate: 0,
  offeredByName: 'Ada Admin',
};

describe('lastOfferOf', () => {
  it('an exact offer on the card that made it: amount, date and who', () => {
    expect(lastOfferOf(base, 'auction')).toEqual({
      amount: '$15,000.00',
      when: formatDateTime(sentAt),
      who: 'Ada Admin',
    });
    expect(lastOfferOf(base, 'retail')).toBeNull();
  });
  it('a range, and a record without a template that has a high end', () => {
    const ranged = { ...base, offerTemplate: 1, offerAmountMin: 14000, offerAmount: 14000, offerAmountMax: 16000 };
    expect(lastOfferOf(ranged, 'auction')?.amount).toBe('$14,000.00 - $16,000.00');
    expect(lastOfferOf({ ...ranged, offerTemplate: null, offerAmountMin: null }, 'auction')?.amount).toBe(
      '$14,000.00 - $16,000.00',
    );
  });
  it('none before an offer was sent; no name when the user is gone', () => {
    expect(lastOfferOf({ ...base, offerSentAt: null }, 'auction')).toBeNull();
    expect(lastOfferOf({ ...base, offeredByName: null, offerType: 'retail' }, 'retail')?.who).toBeNull();
  });
});
