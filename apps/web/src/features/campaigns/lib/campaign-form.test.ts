import { campaignSchema } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { campaignTypeLabel, formFieldOf, formValuesOf, payloadOf } from './campaign-form';

describe('campaign editor values', () => {
  it('round-trips a campaign with an auto offer through the domain schema', () => {
    const values = formValuesOf({
      id: 1,
      name: 'Spring Event',
      typeId: 2,
      rules: {
        appraisalsToCRM: true,
        autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr', p2: 100, p2v: 'galves', on: 'appsubmit' }],
      },
      links: { tradein: '', return: '' },
      appraisalCount: 0,
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({ typeId: '2', enabled: true, p1: 90, p1v: 'mmr', p2: 100, p2v: 'galves' });
    expect(campaignSchema.parse(payloadOf(values))).toEqual({
      name: 'Spring Event',
      typeId: 2,
      rules: {
        appraisalsToCRM: true,
        autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr', p2: 100, p2v: 'galves', on: 'appsubmit' }],
      },
    });
  });

  it('a new campaign without an Offer % saves no auto offer', () => {
    const values = { ...formValuesOf(null), name: 'Web leads' };
    expect(campaignSchema.parse(payloadOf(values))).toEqual({
      name: 'Web leads',
      typeId: null,
      rules: { appraisalsToCRM: false, autoOffers: [] },
    });
  });

  it('maps schema and server paths to the editor fields, and types to labels', () => {
    expect(formFieldOf('rules.autoOffers.0.p2v')).toBe('p2v');
    expect(formFieldOf('name')).toBe('name');
    expect(formFieldOf('rules.autoOffers.1.p1')).toBeNull();
    expect(campaignTypeLabel(3)).toBe('Web');
    expect(campaignTypeLabel(null)).toBe('None');
  });
});
