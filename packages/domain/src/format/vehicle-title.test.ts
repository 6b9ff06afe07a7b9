import { describe, expect, it } from 'vitest';
import { vehicleTitle } from './vehicle-title';

describe('vehicleTitle', () => {
  it('joins year, make, model and trim, skipping what is missing', () => {
    expect(vehicleTitle({ year: 2018, make: 'Honda', model: 'Civic', trim: 'Sport' })).toBe('2018 Honda Civic Sport');
    expect(vehicleTitle({ year: 2018, make: 'Honda', model: 'Civic', trim: null })).toBe('2018 Honda Civic');
    expect(vehicleTitle({ year: null, make: ' ', model: undefined })).toBe('Vehicle not decoded');
    expect(vehicleTitle({ year: null }, 'Appraisal 12')).toBe('Appraisal 12');
  });
});
