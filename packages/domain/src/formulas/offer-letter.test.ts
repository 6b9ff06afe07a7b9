import { describe, expect, it } from 'vitest';
import {
  OFFER_LETTER_TEXTS,
  OFFER_VALID_DAYS,
  offerAmountText,
  offerBreakdown,
  offerStatus,
  offerValidUntil,
} from './offer-letter';
import type { WorksheetInput } from './worksheet';

const ws: WorksheetInput = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 900,
  reconMechCost: 100.5,
  adjustedPayoffAmount: 12000,
  wholesalePack: 250,
  auctionFee: 350,
  auctionValuation: 20000,
  retailValuation: 23000,
  auctionProposal: 17000,
};

describe('offerAmountText', () => {
  it('writes an exact offer, a range and the no-offer sentence', () => {
    expect(offerAmountText({ template: 0, amount: 12345 })).toBe('$12,345.00');
    expect(offerAmountText({ template: 1, amountMin: 12000, amountMax: 13000.5 })).toBe('$12,000.00 - $13,000.50');
    expect(offerAmountText({ template: 2, amount: 999 })).toBe(OFFER_LETTER_TEXTS.noOffer);
  });
});

describe('offer validity and status', () => {
  const sentAt = new Date('2026-03-01T12:00:00Z');
  it(`stands ${OFFER_VALID_DAYS} days`, () => {
    expect(offerValidUntil(sentAt).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });
  it('is open until then, expired after, and an answer wins over expiry', () => {
    expect(offerStatus({ sentAt }, new Date('2026-03-08T12:00:00Z'))).toBe('open');
    expect(offerStatus({ sentAt }, new Date('2026-03-08T12:00:01Z'))).toBe('expired');
    const late = new Date('2026-04-01T00:00:00Z');
    expect(offerStatus({ sentAt, acceptedAt: sentAt }, late)).toBe('accepted');
    expect(offerStatus({ sentAt, declinedAt: sentAt }, late)).toBe('declined');
  });
});

describe('offerBreakdown', () => {
  it('auction: valuation, recon, transport, auction fee, pack and payoff, never profit', () => {
    expect(offerBreakdown(ws, 'auction')).toEqual([
      { label: 'Wholesale market value', amount: 20000 },
      { label: 'Reconditioning', amount: -1000.5 },
      { label: 'Transport fee', amount: -200 },
      { label: 'Auction fee', amount: -350 },
      { label: 'Wholesale pack', amount: -250 },
      { label: 'Loan payoff', amount: -12000 },
    ]);
  });
  it('retail: no auction fee or pack; zero deductions and an unknown payoff are left out', () => {
    expect(offerBreakdown({ ...ws, pickupFee: 0, adjustedPayoffAmount: null }, 'retail')).toEqual([
      { label: 'Retail market value', amount: 23000 },
      { label: 'Reconditioning', amount: -1000.5 },
    ]);
  });
  it('never lists the profit objective or a proposal', () => {
    const labels = offerBreakdown(ws, 'auction').map((l) => l.label.toLowerCase());
    expect(labels.some((l) => l.includes('profit') || l.includes('objective'))).toBe(false);
    expect(offerBreakdown(ws, 'auction').some((l) => l.amount === -1000 || l.amount === 17000)).toBe(false);
  });
});
