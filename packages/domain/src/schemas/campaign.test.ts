import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { autoOfferSchema, campaignSchema } from './campaign';
import { toFieldErrors } from './field-errors';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('campaign (part 2 sections 3, 4, 5)', () => {
  it('"Campaign name the same (\'Campaign name is required\'); typeId nullable number"', () => {
    expect(errors(campaignSchema, {})).toEqual({ name: 'Campaign name is required' });
    expect(errors(campaignSchema, { name: 'ab' })).toEqual({ name: 'Campaign name is required' });
    expect(errors(campaignSchema, { name: 'Spring', typeId: 9 })).toEqual({ typeId: 'Choose a campaign type.' });
    expect(campaignSchema.parse({ name: 'Spring', typeId: null })).toEqual({
      name: 'Spring',
      typeId: null,
      rules: { appraisalsToCRM: false, autoOffers: [] },
    });
  });
  it('auto offer on save: "if the first auto offer has no Offer % (p1) it is removed; otherwise its on value is set to appsubmit"', () => {
    expect(
      campaignSchema.parse({ name: 'Spring', typeId: '3', rules: { autoOffers: [{ enabled: false, p1: '' }] } }).rules,
    ).toEqual({
      appraisalsToCRM: false,
      autoOffers: [],
    });
    expect(
      campaignSchema.parse({
        name: 'Spring',
        rules: { appraisalsToCRM: true, autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr' }] },
      }).rules,
    ).toEqual({
      appraisalsToCRM: true,
      autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr', p2: null, p2v: null, on: 'appsubmit' }],
    });
  });
  it('auto-offer rules: a percentage needs its source; the upper % is not below the offer %', () => {
    expect(errors(autoOfferSchema, { p1: 90 })).toEqual({ p1v: 'Choose a valuation source.' });
    expect(errors(autoOfferSchema, { p1: 90, p1v: 'jdp', p2: 80, p2v: 'galves' })).toEqual({
      p2: 'The upper % must be at least the offer %.',
    });
    expect(errors(autoOfferSchema, { p2: 95 })).toEqual({ p2v: 'Choose a valuation source.' });
    expect(errors(autoOfferSchema, { p1: 0, p1v: 'kbb' })).toEqual({
      p1: 'Enter a percentage above 0 and up to 100.',
      p1v: 'Choose a valuation source.',
    });
    expect(autoOfferSchema.parse({ p1v: '' })).toMatchObject({ p1: null, p1v: null, enabled: false });
  });
  it('turned on without an offer % is an error on the field, not a silent "off" (issue 38 point 12)', () => {
    expect(errors(autoOfferSchema, { enabled: true, p1: '' })).toEqual({
      p1: 'Enter the offer %, or turn the automatic offer off.',
    });
    expect(errors(campaignSchema, { name: 'Spring', rules: { autoOffers: [{ enabled: true, p1: null }] } })).toEqual({
      'rules.autoOffers.0.p1': 'Enter the offer %, or turn the automatic offer off.',
    });
    expect(errors(autoOfferSchema, { enabled: true, p1: 150, p1v: 'mmr' })).toEqual({
      p1: 'Enter a percentage above 0 and up to 100.',
    });
  });
});
