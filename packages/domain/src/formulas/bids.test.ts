import { describe, expect, it } from 'vitest';
import { bidProfit, bidsForSave, nextTemporaryBidId, setPreferredBid, sortBidsByProfit, withBidProfits } from './bids';

const ws = {
  auctionProposal: 15000,
  auctionFee: 300,
  pickupFee: 200,
  wholesalePack: 250,
  reconBodyCost: 500,
  reconOtherCost: 250,
};

describe('bids (part 2 sections 3, 4, 5)', () => {
  it('"Profit = bid amount minus auctionProposal minus (auction fee + pickup fee + wholesale pack + reconditioning cost)"', () => {
    expect(bidProfit(17000, ws)).toBe(500); // 17000 - 15000 - (300 + 200 + 250 + 750)
    expect(bidProfit('16000.50', ws)).toBe(-499.5);
  });
  it('"Bids are sorted by profit, highest first"', () => {
    const bids = withBidProfits(
      [
        { id: 1, amount: 16000 },
        { id: 2, amount: 18000 },
        { id: 3, amount: 17000 },
      ],
      ws,
    );
    expect(sortBidsByProfit(bids).map((b) => b.id)).toEqual([2, 3, 1]);
    expect(bids[1]?.profit).toBe(1500);
  });
  it('"only one bid can be preferred at a time"', () => {
    const bids = [
      { id: 1, amount: 1, isPreferred: true },
      { id: 2, amount: 2, isPreferred: false },
    ];
    expect(setPreferredBid(bids, 2).map((b) => b.isPreferred)).toEqual([false, true]);
    expect(setPreferredBid(bids, 1).map((b) => b.isPreferred)).toEqual([false, false]);
    expect(setPreferredBid(bids, null).map((b) => b.isPreferred)).toEqual([false, false]);
  });
  it('"New bids get temporary negative ids"', () => {
    expect(nextTemporaryBidId([])).toBe(-1);
    expect(nextTemporaryBidId([{ id: 5, amount: 1 }])).toBe(-1);
    expect(
      nextTemporaryBidId([
        { id: -1, amount: 1 },
        { id: -3, amount: 1 },
      ]),
    ).toBe(-4);
  });
  it('"Only positive ids are sent on save"; "each bid carries amount, profit"', () => {
    const saved = bidsForSave(
      [
        { id: 4, bidderId: 9, amount: '17000', isPreferred: true },
        { id: -1, bidderId: 10, amount: 16000 },
      ],
      ws,
    );
    expect(saved).toEqual([
      { id: 4, bidderId: 9, amount: 17000, profit: 500, isPreferred: true },
      { bidderId: 10, amount: 16000, profit: -500, isPreferred: false },
    ]);
    expect(bidsForSave([{ id: 1, amount: 1 }], ws)[0]?.bidderId).toBeNull();
  });
});
