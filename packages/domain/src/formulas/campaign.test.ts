import { describe, expect, it } from 'vitest';
import { campaignInitials, normalizeCampaignRules } from './campaign';

describe('campaign avatar (part 2 section 9: "initials from names of 2 to 3 words, otherwise the first 3 characters")', () => {
  it('2 or 3 words give initials', () => {
    expect(campaignInitials('Spring Event')).toBe('SE');
    expect(campaignInitials('spring trade event')).toBe('STE');
    expect(campaignInitials('  Spring   Event ')).toBe('SE');
  });
  it('one word or four and more give the first 3 characters', () => {
    expect(campaignInitials('Summer')).toBe('SUM');
    expect(campaignInitials('The big spring trade')).toBe('THE');
    expect(campaignInitials('')).toBe('');
    expect(campaignInitials(null)).toBe('');
  });
});

describe('auto offer on save (part 2 section 4: "if the first auto offer has no Offer % (p1) it is removed; otherwise its on value is set to appsubmit")', () => {
  it('removes a first auto offer without p1', () => {
    expect(normalizeCampaignRules({ appraisalsToCRM: true, autoOffers: [{ enabled: true, p1: null }] })).toEqual({
      appraisalsToCRM: true,
      autoOffers: [],
    });
    expect(normalizeCampaignRules({ autoOffers: [{ p1: '' }, { p1: 5 }] }).autoOffers).toEqual([{ p1: 5 }]);
  });
  it('sets on to appsubmit when p1 is set', () => {
    expect(normalizeCampaignRules({ autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr' }] }).autoOffers).toEqual([
      { enabled: true, p1: 90, p1v: 'mmr', on: 'appsubmit' },
    ]);
  });
  it('leaves rules without auto offers alone', () => {
    const rules = { appraisalsToCRM: false };
    expect(normalizeCampaignRules(rules)).toBe(rules);
    expect(normalizeCampaignRules({ autoOffers: null })).toEqual({ autoOffers: null });
  });
});
