import { describe, expect, it } from 'vitest';
import { dashboardWindowStart, dateWindowStart } from './date-window';

// Wednesday 13 March 2024, 15:30 local time; the expected values are local dates too, so the
// tests hold in any time zone.
const now = new Date(2024, 2, 13, 15, 30);

describe('date window start (part 1 section 9 date filter options)', () => {
  it('0 Today: local midnight', () => {
    expect(dateWindowStart(0, now)).toEqual(new Date(2024, 2, 13));
  });
  it('-2 This week: weeks start on Sunday', () => {
    expect(dateWindowStart(-2, now)).toEqual(new Date(2024, 2, 10));
    expect(dateWindowStart(-2, new Date(2024, 2, 10, 9))).toEqual(new Date(2024, 2, 10));
  });
  it('-3 This month: the 1st', () => {
    expect(dateWindowStart(-3, now)).toEqual(new Date(2024, 2, 1));
  });
  it('7/30/60/90 Past N days: midnight N days ago', () => {
    expect(dateWindowStart(7, now)).toEqual(new Date(2024, 2, 6));
    expect(dateWindowStart(30, now)).toEqual(new Date(2024, 1, 12));
    expect(dateWindowStart(60, now)).toEqual(new Date(2024, 0, 13));
    expect(dateWindowStart(90, now)).toEqual(new Date(2023, 11, 14));
  });
  it('-4 Any date: no lower bound', () => {
    expect(dateWindowStart(-4, now)).toBeNull();
  });
  it('refuses unknown ids', () => {
    expect(() => dateWindowStart(14, now)).toThrow(RangeError);
  });
  it('defaults to the current time', () => {
    expect(dateWindowStart(0)?.getHours()).toBe(0);
  });
});

describe('dashboard window start (part 2 section 9: "7, 30, 60, 90, 183 and 365 days")', () => {
  it('midnight N days ago', () => {
    expect(dashboardWindowStart(183, now)).toEqual(new Date(2023, 8, 12));
    expect(dashboardWindowStart(365, now)).toEqual(new Date(2023, 2, 14));
    expect(dashboardWindowStart(7).getMinutes()).toBe(0);
  });
});
