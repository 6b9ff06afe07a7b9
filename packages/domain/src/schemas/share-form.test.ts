import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { shareFormSchema } from './share-form';

const errors = (input: unknown) => {
  const r = shareFormSchema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('share form (part 1 section 5: "Share via e-mail requires an e-mail; via SMS requires a phone")', () => {
  it('url mode needs only the form type', () => {
    expect(errors({ typeCode: 'tradein', shareType: 'url' })).toEqual({});
  });
  it('e-mail mode needs an e-mail', () => {
    expect(errors({ typeCode: 'lease', shareType: 'email' })).toEqual({ email: 'Email is required' });
    expect(errors({ typeCode: 'lease', shareType: 'email', email: 'nope' })).toEqual({ email: 'Enter a valid email' });
    expect(errors({ typeCode: 'lease', shareType: 'email', email: 'a@b.co' })).toEqual({});
  });
  it('SMS mode needs a phone', () => {
    expect(errors({ typeCode: 'showroom_tradein', shareType: 'sms', phone: '' })).toEqual({
      phone: 'Phone is required',
    });
    expect(errors({ typeCode: 'showroom_tradein', shareType: 'sms', phone: '123' })).toEqual({
      phone: 'Enter a valid phone number',
    });
    expect(errors({ typeCode: 'showroom_tradein', shareType: 'sms', phone: '(555) 123-4567' })).toEqual({});
    expect(errors({ typeCode: 'showroom_tradein', shareType: 'sms', phone: '15551234567' })).toEqual({});
  });
  it('type codes and share types from the lists', () => {
    expect(errors({ typeCode: 'service', shareType: 'fax' })).toEqual({
      typeCode: 'Choose a form.',
      shareType: 'Choose link, email or text.',
    });
  });
  it('prefill values use the minimal validation set', () => {
    expect(errors({ typeCode: 'tradein', shareType: 'url', prefillValues: { mileage: 'x' } })).toEqual({
      'prefillValues.mileage': 'Mileage must be a number.',
    });
    expect(
      shareFormSchema.parse({ typeCode: 'tradein', shareType: 'url', prefillValues: { vin: 'i1hgcm82633a004352m' } })
        .prefillValues?.vin,
    ).toBe('1HGCM82633A004352');
  });
});
