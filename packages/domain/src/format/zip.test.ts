import { describe, expect, it } from 'vitest';
import { cleanZip } from './zip';

describe('zip (part 1 section 5: "Zip numeric only")', () => {
  it('keeps digits', () => {
    expect(cleanZip('02139-4307')).toBe('021394307');
    expect(cleanZip('ab12')).toBe('12');
    expect(cleanZip(90210)).toBe('90210');
    expect(cleanZip(null)).toBe('');
  });
});
