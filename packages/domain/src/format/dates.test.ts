import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseUsDate, toDate, toIsoDate } from './dates';

describe('dates (part 1 section 9: "dates MM/dd/yyyy and MM/dd/yyyy h:mm aa"), local time', () => {
  it('MM/dd/yyyy', () => {
    expect(formatDate(new Date(2024, 2, 5, 15, 7))).toBe('03/05/2024');
    expect(formatDate(new Date(2024, 11, 31).toISOString())).toBe('12/31/2024');
  });
  it('a date-only string is that calendar day, not UTC midnight', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
  });
  it('MM/dd/yyyy h:mm aa', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 15, 7))).toBe('03/05/2024 3:07 PM');
    expect(formatDateTime(new Date(2024, 2, 5, 0, 0))).toBe('03/05/2024 12:00 AM');
    expect(formatDateTime(new Date(2024, 2, 5, 12, 30))).toBe('03/05/2024 12:30 PM');
    expect(formatDateTime(new Date(2024, 2, 5, 9, 5).toISOString())).toBe('03/05/2024 9:05 AM');
  });
  it('blank for missing or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(toDate(undefined)).toBeNull();
  });
  it('"Maturity date format MM/dd/yyyy in forms" reads into yyyy-mm-dd', () => {
    expect(parseUsDate('03/05/2024')).toBe('2024-03-05');
    expect(parseUsDate('3/5/2024')).toBe('2024-03-05');
    expect(parseUsDate('02/30/2024')).toBeNull();
    expect(parseUsDate('2024-03-05')).toBeNull();
    expect(parseUsDate(null)).toBeNull();
  });
  it('yyyy-mm-dd of a local date', () => {
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
    expect(toIsoDate('bad')).toBe('');
  });
});
