import { describe, expect, it } from 'vitest';
import { differenceText, mostAccurate } from './accuracy-view';

describe('accuracy look-back view', () => {
  it('reads the sign of the mean difference out in words', () => {
    expect(differenceText({ meanDifference: 133.33 })).toBe('+$133.33, runs high');
    expect(differenceText({ meanDifference: -800 })).toBe('-$800.00, runs low');
    expect(differenceText({ meanDifference: 0 })).toBe('$0.00, on the mark');
  });
  it('names the book with the smallest average error, the first on a tie', () => {
    const f = { records: 1, meanDifference: 0 };
    expect(
      mostAccurate([
        { book: 'mmr', ...f, meanAbsolutePercent: 7.5 },
        { book: 'galves', ...f, meanAbsolutePercent: 2.5 },
        { book: 'blackbook', ...f, meanAbsolutePercent: 2.5 },
      ]),
    ).toBe('galves');
    expect(mostAccurate([])).toBeNull();
  });
});
