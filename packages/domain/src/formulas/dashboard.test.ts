import { describe, expect, it } from 'vitest';
import { dashboardTiles, statsPercent, tilePercentText } from './dashboard';

describe('dashboard tiles (part 2 sections 2.2, 9)', () => {
  it('"Percentages shown with 2 decimals; a zero total shows 0"', () => {
    expect(tilePercentText(3, 7)).toBe('42.86%');
    expect(tilePercentText(7, 7)).toBe('100.00%');
    expect(tilePercentText(0, 0)).toBe('0%');
    expect(tilePercentText(5, null)).toBe('0%');
    expect(tilePercentText(null, 4)).toBe('0.00%');
  });
  it('"Stats percentages are rounded percent values of server fractions"', () => {
    expect(statsPercent(0.4286)).toBe(43);
    expect(statsPercent(1)).toBe(100);
    expect(statsPercent(null)).toBe(0);
    expect(statsPercent(Number.NaN)).toBe(0);
  });
  it('"Each tile shows a count, a ratio to a parent total and a percentage"', () => {
    const tiles = dashboardTiles('trade-ins', {
      submitted: 10,
      inspected: 8,
      offersSent: 4,
      offersAccepted: 1,
      converted: 2,
    });
    expect(tiles.map((t) => [t.label, t.ratio, t.percent])).toEqual([
      ['Appraisals submitted', '10/10', '100.00%'],
      ['Inspections completed', '8/10', '80.00%'],
      ['Offers sent', '4/8', '50.00%'],
      ['Offers accepted', '1/4', '25.00%'],
      ['Total converted', '2/10', '20.00%'],
    ]);
    const lease = dashboardTiles('lease-returns', {});
    expect(lease.map((t) => t.percent)).toEqual(['0%', '0%', '0%', '0%', '0%']);
    expect(lease[3]?.subType).toBe('grounding');
  });
});
