import { describe, expect, it } from 'vitest';
import { withoutValueData } from './value-guard';

describe('withoutValueData: the one screen of value data on the server', () => {
  const answer = {
    id: 7,
    mmrVal: 18_000,
    bids: [{ id: 1, amount: 16_000 }],
    mmrValResult: { data: { value: 18_000 } },
    pdfUrl: '/files/x',
    transferred: { id: 8, adjustedPayoffAmount: 3725, retailProfitStatus: 'more', users: [{ id: 1 }] },
    rows: [{ id: 9, auctionValuation: 17_000, vin: 'X' }],
    at: new Date('2026-01-01T00:00:00Z'),
  };

  it('answers everything to a role that may read valuations', () => {
    expect(withoutValueData(answer, ['DEALER', 'APPRAISER'])).toBe(answer);
  });

  it('removes value fields and empties value relations at any depth for any other role', () => {
    expect(withoutValueData(answer, ['DEALER', 'SERVICE_MANAGER'])).toEqual({
      id: 7,
      bids: [],
      mmrValResult: null,
      pdfUrl: '/files/x',
      transferred: { id: 8, users: [{ id: 1 }] },
      rows: [{ id: 9, vin: 'X' }],
      at: answer.at,
    });
    // The answer the service built is left as it was.
    expect(answer.mmrVal).toBe(18_000);
  });

  it('masks offer links in every text and screens campaign auto-offer rules for those roles', () => {
    const campaign = {
      id: 3,
      rules: { appraisalsToCRM: false, autoOffers: [{ enabled: true, p1: 100, p1v: 'mmr', on: 'appsubmit' }] },
      messages: [{ body: 'View it: https://d.example/offer/1.2.k.sig_-x and https://d.example/inspect/abc' }],
    };
    expect(withoutValueData(campaign, ['DEALER', 'SALES'])).toEqual({
      id: 3,
      rules: { appraisalsToCRM: false, autoOffers: [{ enabled: true, on: 'appsubmit' }] },
      messages: [{ body: 'View it: https://d.example/offer/[hidden] and https://d.example/inspect/abc' }],
    });
    expect(withoutValueData(campaign, ['DEALER', 'ACQ_MANAGER'])).toBe(campaign);
  });
});
