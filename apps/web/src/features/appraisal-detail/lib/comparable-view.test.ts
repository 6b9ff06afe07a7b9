import { describe, expect, it } from 'vitest';
import { againstMedianText, bandText, medianBasisText, shownText } from './comparable-view';

const band = {
  make: 'Honda',
  model: 'Civic',
  yearFrom: 2018,
  yearTo: 2020,
  mileageFrom: 45_000,
  mileageTo: 75_000,
  purchasedSince: '2025-11-28T00:00:00.000Z',
};

describe('comparable purchases texts', () => {
  it('names the band, without a mileage when the record has none', () => {
    expect(bandText(band)).toBe('2018–2020 Honda Civic, 45,000–75,000 mi, bought since 11/28/2025');
    expect(bandText({ ...band, mileageFrom: null, mileageTo: null })).toBe(
      '2018–2020 Honda Civic, bought since 11/28/2025',
    );
  });

  it('says what the median is taken over', () => {
    expect(medianBasisText({ count: 5, costCount: 4 })).toBe(
      'Median actual cost of 4 purchases (1 without an actual cost)',
    );
    expect(medianBasisText({ count: 1, costCount: 1 })).toBe('Median actual cost of 1 purchase');
  });

  it('sets a proposal against the median in dollars and percent', () => {
    expect(againstMedianText(13_200, 12_500)).toBe('$700.00 (5.6%) above the median');
    expect(againstMedianText(11_250, 12_500)).toBe('$1,250.00 (10%) below the median');
    expect(againstMedianText(12_500, 12_500)).toBe('the same as the median');
    expect(againstMedianText(null, 12_500)).toBe('');
  });

  it('says when fewer are listed than counted', () => {
    expect(shownText({ count: 25, purchases: new Array(20) })).toBe('Showing the 20 most recent of 25.');
    expect(shownText({ count: 3, purchases: new Array(3) })).toBe('');
  });
});
