import { describe, expect, it } from 'vitest';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { offerFormDefaults, offerRecipientsNote, offerSentReport } from './offer-form';

const ws = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 900,
  adjustedPayoffAmount: 12000,
  wholesalePack: 250,
  auctionFee: 350,
  auctionValuation: 20000,
  retailValuation: 23000,
  auctionProposal: 17500,
  retailProposal: null,
} as Partial<AppraisalDetail> as AppraisalDetail;

describe('offerFormDefaults', () => {
  it("exact starts at the card's proposal: the stored one, else the default proposal", () => {
    expect(offerFormDefaults(ws, 'auction')).toMatchObject({
      offerTemplate: 0,
      offerAmount: 17500,
      customerProfit: 5500,
    });
    // retail: 23000 - 200 - 900 - 1000 objective = 20900
    expect(offerFormDefaults(ws, 'retail')).toMatchObject({ offerAmount: 20900, customerProfit: 8900 });
  });
  it('a type nobody valued starts at 0.00; flags start off', () => {
    const none = { ...ws, retailValuation: null } as AppraisalDetail;
    expect(offerFormDefaults(none, 'retail')).toMatchObject({
      offerAmount: 0,
      customerProfit: 0,
      sendPdf: false,
      printPdf: false,
      screenIdx: 0,
    });
  });
  it('the range comes from the proposals that meet the objective', () => {
    const d = offerFormDefaults({ ...ws, auctionProposal: null } as AppraisalDetail, 'auction');
    // auction default 20000-350-200-900-250-1000 = 17300; retail default 20900
    expect([d.offerAmountMin, d.offerAmountMax]).toEqual([17300, 20900]);
  });
});

describe('offerRecipientsNote', () => {
  it('names where the offer goes, or warns nobody will be told', () => {
    expect(offerRecipientsNote({ email: 'a@b.test', phoneNumber: '5125550100' })).toBe(
      'The offer will be e-mailed to a@b.test and texted to (512) 555-0100 (without the letter link).',
    );
    // Not a phone number: blank, as the spec displays it (issue 38 point 4); only the e-mail is named.
    expect(offerRecipientsNote({ email: 'a@b.test', phoneNumber: '5550100' })).toBe(
      'The offer will be e-mailed to a@b.test.',
    );
    expect(offerRecipientsNote({ email: null, phoneNumber: 'call after 5' })).toBe(
      'NOTE: Customer email and phone are missing. No notification will be sent.',
    );
    expect(offerRecipientsNote({ email: null, phoneNumber: '5125550388' }, { textPdf: true, stopped: false })).toBe(
      'The offer will be texted to (512) 555-0388 with a link to the offer letter.',
    );
    expect(offerRecipientsNote({ email: null, phoneNumber: ' ' })).toBe(
      'NOTE: Customer email and phone are missing. No notification will be sent.',
    );
  });

  it('never promises a text to a customer who answered STOP (issue 38 point 11)', () => {
    expect(
      offerRecipientsNote({ email: 'a@b.test', phoneNumber: '5125550387' }, { textPdf: true, stopped: true }),
    ).toBe(
      'The offer will be e-mailed to a@b.test. It will not be texted to (512) 555-0387: the customer opted out of texts (answered STOP).',
    );
    expect(offerRecipientsNote({ email: null, phoneNumber: '5125550387' }, { textPdf: false, stopped: true })).toBe(
      'It will not be texted to (512) 555-0387: the customer opted out of texts (answered STOP). No notification will be sent.',
    );
  });
});

describe('offerSentReport', () => {
  it('says what went on each channel', () => {
    expect(
      offerSentReport([
        { channel: 'email', to: 'a@b.test', status: 'queued' },
        { channel: 'sms', to: '5125550387', status: 'opted_out' },
      ]),
    ).toEqual({
      message:
        'Offer sent: e-mailed to a@b.test. Not texted to (512) 555-0387: the customer opted out of texts (answered STOP).',
      allSent: false,
    });
    expect(offerSentReport([])).toEqual({ message: 'Offer sent. The customer was not notified.', allSent: false });
  });
});
