import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  PLATE_MIN_LENGTH,
  QUEUE_PAGE_SIZE,
  queueRange,
  SEARCH_PAGE_SIZE,
  searchRange,
  searchSummary,
  VIN_DECODE_MIN_LENGTH,
  VIN_LENGTH,
} from './limits';
import { MATURITY_WARNING_MS, NO_OFFER_WARNING_MS, TIMING } from './timing';

describe('limits (part 1 section 9)', () => {
  it('"Vin length 17; plate minimum 4; VIN decode minimum 11"', () => {
    expect([VIN_LENGTH, PLATE_MIN_LENGTH, VIN_DECODE_MIN_LENGTH]).toEqual([17, 4, 11]);
  });
  it('"Page size is 5 rows: the first range is 0 to 4 and later ranges advance in steps of 5"', () => {
    expect(QUEUE_PAGE_SIZE).toBe(5);
    expect(queueRange(0)).toEqual([0, 4]);
    expect(queueRange(1)).toEqual([5, 9]);
    expect(queueRange(-1)).toEqual([0, 4]);
  });
  it('"Global search first range 0 to 24 (25 results), "Show more" advances by 25"', () => {
    expect(SEARCH_PAGE_SIZE).toBe(25);
    expect(searchRange(0)).toEqual([0, 24]);
    expect(searchRange(2)).toEqual([50, 74]);
  });
  it('"search starts above 2 characters"; "Showing N of M results"', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(searchSummary(25, 80)).toBe('Showing 25 of 80 results');
  });
});

describe('timing (part 1 section 9, part 2 section 9)', () => {
  it('pins every delay', () => {
    expect(TIMING).toEqual({
      linkedDealerCacheMs: 900000,
      debounceMs: 500,
      orientationDebounceMs: 200,
      sentConfirmationMs: 5000,
      mailingListMessageMs: 5000,
      menuConfirmDelayMs: 250,
      reportBadgeRetryMs: 3000,
      reportRefreshEventMs: 300,
    });
    expect(NO_OFFER_WARNING_MS).toBe(24 * 3600 * 1000);
    expect(MATURITY_WARNING_MS).toBe(72 * 3600 * 1000);
  });
});
