import { describe, expect, it } from 'vitest';
import { trendPoints } from './trend-points';

describe('trendPoints', () => {
  it('dates each day from the window start, across a month end and a daylight-saving change', () => {
    const points = trendPoints('2026-02-27', [1, 0, 3]);
    expect(points).toEqual([
      { date: '02/27/2026', tick: '02/27', n: 1 },
      { date: '02/28/2026', tick: '02/28', n: 0 },
      { date: '03/01/2026', tick: '03/01', n: 3 },
    ]);
    expect(trendPoints('2026-03-07', [0, 0, 0]).map((p) => p.date)).toEqual(['03/07/2026', '03/08/2026', '03/09/2026']);
  });
});
