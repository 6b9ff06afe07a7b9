import { describe, expect, it } from 'vitest';
import {
  breakdownAmountText,
  customerOfferBreakdown,
  OFFER_LETTER_TEXTS,
  offerAmountText,
  offerStatus,
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

describe('offer status', () => {
  const validUntil = new Date('2026-03-08T12:00:00Z');
  it('is open until its last valid moment, expired after, and an answer wins over expiry', () => {
    expect(offerStatus({ validUntil }, new Date('2026-03-08T12:00:00Z'))).toBe('open');
    expect(offerStatus({ validUntil }, new Date('2026-03-08T12:00:01Z'))).toBe('expired');
    const late = new Date('2026-04-01T00:00:00Z');
    expect(offerStatus({ validUntil, acceptedAt: validUntil }, late)).toBe('accepted');
    expect(offerStatus({ validUntil, declinedAt: validUntil }, late)).toBe('declined');
  });
});

describe('customerOfferBreakdown', () => {
  const sum = (lines: { amount: number }[]) => lines.reduce((t, l) => Math.round((t + l.amount) * 100) / 100, 0);
  const exact = { template: 0, amount: 16000, type: 'auction', showCustomerEquity: false } as const;

  it('auction: appraised value minus recon, transport and auction fee equals the offer', () => {
    const b = customerOfferBreakdown(ws, exact);
    expect(b).toEqual({
      lines: [
        { label: 'Appraised value', amount: 17550.5 },
        { label: 'Reconditioning', amount: -1000.5 },
        { label: 'Transport fee', amount: -200 },
        { label: 'Auction fee', amount: -350 },
      ],
      offer: { label: 'Our offer', amount: 16000 },
      equity: null,
    });
    expect(sum(b!.lines)).toBe(b!.offer.amount);
  });

  it('never shows the pack, the profit objective, a proposal or the payoff when equity is off', () => {
    const b = customerOfferBreakdown(ws, exact)!;
    const all = [...b.lines, b.offer];
    const labels = all.map((l) => l.label.toLowerCase()).join(' ');
    expect(labels).not.toMatch(/pack|profit|objective|payoff|equity/);
    expect(all.some((l) => [-250, -1000, 17000, -12000].includes(l.amount))).toBe(false);
  });

  it('retail: no auction fee; zero costs are left out', () => {
    const b = customerOfferBreakdown({ ...ws, pickupFee: 0 }, { ...exact, type: 'retail' })!;
    expect(b.lines).toEqual([
      { label: 'Appraised value', amount: 17000.5 },
      { label: 'Reconditioning', amount: -1000.5 },
    ]);
    expect(sum(b.lines)).toBe(16000);
  });

  it('with equity: a second block, offer - payoff = equity', () => {
    const b = customerOfferBreakdown(ws, { ...exact, showCustomerEquity: true })!;
    expect(b.equity).toEqual({
      payoff: { label: 'Loan payoff', amount: -12000 },
      equity: { label: 'Your equity', amount: 4000 },
    });
    expect(b.offer.amount + b.equity!.payoff.amount).toBe(b.equity!.equity.amount);
  });

  it('with equity but no payoff recorded: no second block', () => {
    const b = customerOfferBreakdown({ ...ws, adjustedPayoffAmount: null }, { ...exact, showCustomerEquity: true });
    expect(b!.equity).toBeNull();
  });

  it('ranged: both ends add up, and equity is a range', () => {
    const b = customerOfferBreakdown(ws, {
      template: 1,
      amountMin: 15000,
      amountMax: 16500,
      type: 'auction',
      showCustomerEquity: true,
    })!;
    expect(b.lines[0]).toEqual({ label: 'Appraised value', amount: 16550.5, amountMax: 18050.5 });
    expect(b.offer).toEqual({ label: 'Our offer', amount: 15000, amountMax: 16500 });
    expect(b.equity!.equity).toEqual({ label: 'Your equity', amount: 3000, amountMax: 4500 });
    const deductions = sum(b.lines.slice(1));
    expect(b.lines[0]!.amountMax! + deductions).toBe(16500);
    expect(breakdownAmountText(b.offer)).toBe('$15,000.00 - $16,500.00');
    expect(breakdownAmountText(b.lines[1]!)).toBe('-$1,000.50');
  });

  it('no offer: no breakdown', () => {
    expect(customerOfferBreakdown(ws, { ...exact, template: 2 })).toBeNull();
  });
});
