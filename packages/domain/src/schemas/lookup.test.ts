import { describe, expect, it } from 'vitest';
import { plateLookupSchema, vinLookupSchema } from './lookup';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('lookups (part 1 sections 2, 5)', () => {
  it('"VIN decode needs at least 11 characters", after cleaning', () => {
    expect(vinLookupSchema.parse({ vin: 'i1hgcm82633a004352m' })).toEqual({ vin: '1HGCM82633A004352' });
    expect(vinLookupSchema.parse({ vin: '1HGCM82633A' })).toEqual({ vin: '1HGCM82633A' });
    expect(message(vinLookupSchema.safeParse({ vin: 'I1HGCM8263M' }))).toBe('Enter at least 11 characters of the VIN.');
  });
  it('"Plate lookup needs plate length at least 4 and a state"', () => {
    expect(plateLookupSchema.parse({ state: 'ca', plate: '7ab-c 123' })).toEqual({ state: 'CA', plate: '7ABC123' });
    expect(message(plateLookupSchema.safeParse({ state: 'CA', plate: 'AB1' }))).toBe(
      'Enter at least 4 characters of the plate.',
    );
    expect(message(plateLookupSchema.safeParse({ state: 'XX', plate: 'ABCD' }))).toBe('Choose a state from the list.');
  });
});
