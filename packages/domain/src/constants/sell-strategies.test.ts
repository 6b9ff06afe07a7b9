import { describe, expect, it } from 'vitest';
import {
  isSellStrategyId,
  OFFER_TYPES,
  SELL_STRATEGY,
  SELL_STRATEGY_KEYS,
  SELL_STRATEGY_LABELS,
  WORKSHEET_STRATEGIES,
} from './sell-strategies';

describe('sell strategies (part 1 section 9, part 2 section 3)', () => {
  it('"1 carOffer (wholesale), 2 auction, 3 repair, 4 retail" / "1 Wholesale (also named carOffer)"', () => {
    expect(SELL_STRATEGY).toEqual({ CAR_OFFER: 1, AUCTION: 2, REPAIR: 3, RETAIL: 4 });
    expect(SELL_STRATEGY_KEYS).toEqual({ 1: 'carOffer', 2: 'auction', 3: 'repair', 4: 'retail' });
    expect(SELL_STRATEGY_LABELS).toEqual({ 1: 'Wholesale', 2: 'Auction', 3: 'Repair', 4: 'Retail' });
  });
  it('worksheet strategies and offer types', () => {
    expect(WORKSHEET_STRATEGIES).toEqual(['carOffer', 'auction', 'retail']);
    expect(OFFER_TYPES).toEqual(['auction', 'retail']);
    expect(isSellStrategyId(4)).toBe(true);
    expect(isSellStrategyId(5)).toBe(false);
  });
});
