import { describe, expect, it } from 'vitest';
import { appraisalListFilterSchema } from './appraisal-filter';
import { toFieldErrors } from './field-errors';

const errors = (input: unknown) => {
  const r = appraisalListFilterSchema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('appraisal list filter keys (part 2 section 3; part 1 section 3 search filters)', () => {
  it('accepts every key of the spec', () => {
    const all = {
      filterId: -2,
      archived: true,
      appraisalTypeId: 2,
      appraisalStatusId: null,
      duplicateVin: '1HGCM82633A004352',
      statsAppType: 'returns',
      statsSubType: 'grounding',
      service: false,
      showroom: true,
      leases: true,
      q: ' accord ',
      campaignId: 4,
      originatorId: 7,
      trfDealerId: 9,
      comparableTo: 12,
      stage: 'ground_return',
      tab: 'assess',
    };
    expect(appraisalListFilterSchema.parse(all)).toEqual({ ...all, q: 'accord' });
  });
  it('checks each value', () => {
    expect(
      errors({
        filterId: 14,
        appraisalStatusId: 5,
        statsAppType: 'lease',
        statsSubType: 'sold',
        archived: 'yes',
        campaignId: -1,
        comparableTo: 1.5,
        stage: 'done',
        q: 5,
      }),
    ).toEqual({
      filterId: 'filterId must be one of: 0, -2, -3, 7, 30, 60, 90, -4',
      appraisalStatusId: 'appraisalStatusId must be one of: 1, 2, 3, 200, 220, 230, 400',
      statsAppType: 'statsAppType must be trade or returns',
      statsSubType:
        'statsSubType must be one of: buying, inspected, submitted, offers-accepted, offers-sent, grounding',
      archived: 'must be true or false',
      campaignId: 'must be a positive whole number',
      comparableTo: 'must be a positive whole number',
      stage:
        'stage must be one of: inspect, assess, payoff, offered, accepted, buying, grounding, ground_return, grounded, turnedin',
      q: 'must be text',
    });
  });
});
