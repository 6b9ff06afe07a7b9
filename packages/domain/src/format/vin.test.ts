import { describe, expect, it } from 'vitest';
import { cleanVin } from './vin';

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
