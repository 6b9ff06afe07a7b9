import { describe, expect, it } from 'vitest';
import { cleanVin, isValidVin, vinCheckDigit } from './vin';

describe('VIN cleaning (part 1 section 5: "upper-cased, a leading I removed, a trailing M removed, cut to 17 characters")', () => {
  it('cleans the spec example', () => {
    expect(cleanVin('i1hgcm82633a004352m')).toBe('1HGCM82633A004352');
  });
  it('each rule on its own', () => {
    expect(cleanVin('1hgcm82633a004352')).toBe('1HGCM82633A004352');
    expect(cleanVin('I1HGCM82633A004352')).toBe('1HGCM82633A004352');
    expect(cleanVin('1HGCM82633A004352M')).toBe('1HGCM82633A004352');
    expect(cleanVin('1HGCM82633A0043529999')).toBe('1HGCM82633A004352');
    expect(cleanVin('  1HGCM82633A004352 ')).toBe('1HGCM82633A004352');
    expect(cleanVin(null)).toBe('');
  });
});

describe('VIN check digit (49 CFR 565)', () => {
  it('accepts VINs whose ninth character is their check digit', () => {
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
  it('refuses a wrong check digit, a wrong length and the letters I, O and Q', () => {
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A00435O')).toBe(false);
  });
});
