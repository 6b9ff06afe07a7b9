import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { LOCATION_AGREEMENT_LABEL, locationChangeSchema, returnDialogSchema } from './lease-return';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('return dialog (part 2 section 5)', () => {
  it("\"address required ('Address required.'); turn-in date required ('Date required.'); email valid format; names and phone optional\"", () => {
    expect(errors(returnDialogSchema, {})).toEqual({ address: 'Address required.', turninDate: 'Date required.' });
    expect(errors(returnDialogSchema, { address: ' ', turninDate: '', email: 'x' })).toEqual({
      address: 'Address required.',
      turninDate: 'Date required.',
      email: 'Enter a valid email',
    });
    expect(returnDialogSchema.parse({ address: '1 Main St', turninDate: '04/01/2024' })).toEqual({
      address: '1 Main St',
      turninDate: '2024-04-01',
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
    });
  });
});

describe('location change (part 2 section 5)', () => {
  it('"acknowledgment checkbox must be true (\'Agreement required.\')"; "Email must be a valid format"', () => {
    expect(errors(locationChangeSchema, { agreed: false, address: '22 Elm St', email: 'bad' })).toEqual({
      agreed: 'Agreement required.',
      email: 'Enter a valid email',
    });
    expect(errors(locationChangeSchema, {})).toEqual({ agreed: 'Agreement required.', address: 'Address required.' });
    expect(errors(locationChangeSchema, { agreed: true, address: 'anything' })).toEqual({});
  });
  it("a pickup location is its address: blank is refused with the return dialog's message", () => {
    expect(errors(locationChangeSchema, { agreed: true, address: '   ' })).toEqual({ address: 'Address required.' });
    expect(errors(locationChangeSchema, { agreed: true, firstName: 'Joe' })).toEqual({ address: 'Address required.' });
  });
  it('pins the label', () => {
    expect(LOCATION_AGREEMENT_LABEL).toBe(
      "I acknowledge that I will contact the bank and inform them of the pickup's location change.",
    );
  });
});
