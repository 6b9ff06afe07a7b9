import { describe, expect, it } from 'vitest';
import { drillDownFrom, drillDownHref, statsFilterFrom, windowFrom } from './stats-window';

describe('dashboard windows and drill-down paths', () => {
  it('reads the window, defaulting to 30 days', () => {
    expect(windowFrom('90')).toBe(90);
    expect(windowFrom('14')).toBe(30);
    expect(windowFrom(null)).toBe(30);
    expect(statsFilterFrom('{"days":183}')).toEqual({ days: 183 });
    expect(statsFilterFrom('not json')).toEqual({ days: 30 });
  });
  it('matches the drill-down path loosely', () => {
    expect(drillDownFrom('returns', 'grounding')).toEqual({ appType: 'returns', subType: 'grounding' });
    expect(drillDownFrom('returns', 'offers-sent')).toEqual({ appType: 'returns', subType: 'submitted' });
    expect(drillDownFrom('cars', 'buying')).toEqual({ appType: 'trade', subType: 'buying' });
    expect(drillDownHref('metro', 'trade', 'offers-sent', 7)).toBe('/metro/trade/offers-sent/dealer-stats?days=7');
  });
});
