import { describe, expect, it } from 'vitest';
import { dealerProfileSchema } from './profile';

describe('dealer profile (part 2 section 3: "id, phoneNumber, address1, address2, city, state, zip")', () => {
  it('cleans the zip ("Zip numeric only") and checks the state', () => {
    expect(dealerProfileSchema.parse({ city: ' Boston ', state: 'MA', zip: '02139-4307' })).toEqual({
      phoneNumber: null,
      address1: null,
      address2: null,
      city: 'Boston',
      state: 'MA',
      zip: '021394307',
    });
    expect(dealerProfileSchema.parse({ state: '', zip: '' })).toMatchObject({ state: null, zip: null });
    const r = dealerProfileSchema.safeParse({ state: 'Massachusetts' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Choose a state from the list.');
  });
  it('keeps a name left out and refuses a blank one (the name customers see)', () => {
    expect(dealerProfileSchema.parse({ name: ' Metro Motors ' }).name).toBe('Metro Motors');
    const r = dealerProfileSchema.safeParse({ name: ' ' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Dealer name is required');
  });
});

describe('exports kept from the first version of this file', () => {
  it('NAME_REQUIRED_MESSAGE and personName', async () => {
    const { NAME_REQUIRED_MESSAGE, personName } = await import('./dealer-user');
    expect(NAME_REQUIRED_MESSAGE).toBe('First name is required');
    expect(personName.safeParse('Al').error?.issues[0]?.message).toBe('First name is required');
    expect(personName.parse(' Alan ')).toBe('Alan');
  });
});
