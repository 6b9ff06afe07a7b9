import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { canLookUpPlate, newAppraisalMinimalSchema, newAppraisalSchema, startAppraisalSchema } from './new-appraisal';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

const valid = { vin: 'i1hgcm82633a004352m', trim: 'EX', mileage: '42,000' };

describe('new appraisal, full mode (part 1 section 5)', () => {
  it('"VIN required", "trim required", "mileage required number" with the spec\'s messages', () => {
    expect(errors(newAppraisalSchema, {})).toEqual({
      vin: 'Please enter a VIN, or use License Plate + State to find one.',
      trim: 'A trim is required.',
      mileage: 'Mileage is required.',
    });
    expect(errors(newAppraisalSchema, { vin: '  ', trim: ' ', mileage: 'lots' })).toEqual({
      vin: 'Please enter a VIN, or use License Plate + State to find one.',
      trim: 'A trim is required.',
      mileage: 'Mileage is required.',
    });
  });
  it('"e-mail valid format"', () => {
    expect(errors(newAppraisalSchema, { ...valid, email: 'bad' })).toEqual({ email: 'Enter a valid email' });
  });
  it('"ownerStatusId nullable number"', () => {
    expect(newAppraisalSchema.parse({ ...valid, ownerStatusId: null }).ownerStatusId).toBeNull();
    expect(newAppraisalSchema.parse({ ...valid, ownerStatusId: '2' }).ownerStatusId).toBe(2);
    expect(errors(newAppraisalSchema, { ...valid, ownerStatusId: 7 })).toEqual({
      ownerStatusId: 'Choose Paid off, Finance or Lease.',
    });
  });
  it('cleans the VIN and zip, reads the maturity date, blanks become null', () => {
    const out = newAppraisalSchema.parse({
      ...valid,
      zip: '02139-4307',
      maturityDate: '03/05/2026',
      plateState: 'MA',
      state: '',
      firstName: '  ',
      vehicle: { year: '2020', make: 'Honda', model: 'Accord' },
    });
    expect(out).toMatchObject({
      vin: '1HGCM82633A004352',
      mileage: 42000,
      zip: '021394307',
      maturityDate: '2026-03-05',
      plateState: 'MA',
      state: null,
      firstName: null,
      vehicle: { year: 2020, make: 'Honda', model: 'Accord', trim: null },
    });
    expect(errors(newAppraisalSchema, { ...valid, plateState: 'ZZ' })).toEqual({
      plateState: 'Choose a state from the list.',
    });
    expect(newAppraisalSchema.parse({ ...valid, zip: '' }).zip).toBeNull();
  });
});

describe('new appraisal, minimal (prefill) mode: "e-mail format, numeric mileage, nullable owner status"', () => {
  it('everything optional', () => {
    expect(errors(newAppraisalMinimalSchema, {})).toEqual({});
    expect(newAppraisalMinimalSchema.parse({ vin: 'i1hg' }).vin).toBe('1HG');
    expect(newAppraisalMinimalSchema.parse({ vin: ' ' }).vin).toBeNull();
    expect(newAppraisalMinimalSchema.parse({ vin: 'I' }).vin).toBeNull();
  });
  it('checks e-mail format and numeric mileage', () => {
    expect(errors(newAppraisalMinimalSchema, { email: 'x', mileage: 'abc', ownerStatusId: null })).toEqual({
      email: 'Enter a valid email',
      mileage: 'Mileage must be a number.',
    });
  });
});

describe('start appraisal payload (POST /appraisals/start)', () => {
  it('needs a type code; "service also allows none"', () => {
    expect(errors(startAppraisalSchema, valid)).toEqual({
      typeCode: 'Choose Trade in, Showroom trade in or Lease return.',
    });
    expect(errors(startAppraisalSchema, { ...valid, typeCode: 'tradein', sendInspect: 'none' })).toEqual({
      sendInspect: 'Only service appraisals can skip sending the inspection.',
    });
    expect(
      startAppraisalSchema.parse({ ...valid, typeCode: 'tradein', service: 'true', sendInspect: 'none' }),
    ).toMatchObject({
      service: true,
      sendInspect: 'none',
    });
    expect(errors(startAppraisalSchema, { ...valid, typeCode: 'lease', sendInspect: 'fax' })).toEqual({
      sendInspect: 'Choose where to send the inspection.',
    });
  });
});

describe('plate lookup: "a plate of at least 4 characters with a state"', () => {
  it('checks both', () => {
    expect(canLookUpPlate('ABC1', 'CA')).toBe(true);
    expect(canLookUpPlate('ABC', 'CA')).toBe(false);
    expect(canLookUpPlate('ABC1', '')).toBe(false);
    expect(canLookUpPlate(null, null)).toBe(false);
  });
});
