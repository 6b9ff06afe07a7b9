import { describe, expect, it } from 'vitest';
import { valuationErrorMessage, valuationProviderOfSetting } from './valuation-support';

describe('valuationErrorMessage (part 2 section 8)', () => {
  it('keeps the spec text for MMR and the same form for the others', () => {
    expect(valuationErrorMessage('mmr')).toBe('There was an error with MMR. Please try again later.');
    expect(valuationErrorMessage('jdp')).toBe('There was an error with JDP. Please try again later.');
    expect(valuationErrorMessage('galves')).toBe('There was an error with Galves. Please try again later.');
    expect(valuationErrorMessage('blackbook')).toBe('There was an error with Black Book. Please try again later.');
  });
});

describe('valuationProviderOfSetting (setting 40108)', () => {
  it('reads the setting values and refuses others', () => {
    expect(valuationProviderOfSetting('MMR')).toBe('mmr');
    expect(valuationProviderOfSetting('JDP')).toBe('jdp');
    expect(valuationProviderOfSetting('Galves')).toBe('galves');
    expect(valuationProviderOfSetting('Black Book')).toBe('blackbook');
    expect(valuationProviderOfSetting('KBB')).toBeNull();
    expect(valuationProviderOfSetting(null)).toBeNull();
  });
});
