import { describe, expect, it } from 'vitest';
import { campaignAutoOffer, campaignDisplayName, campaignInitials, normalizeCampaignRules } from './campaign';

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

describe('campaign automated offer (p1 % of p1v, with p2 a range up to p2 % of p2v)', () => {
  const values = { mmrVal: 20000, galvesVal: '18,500.50', jdpVal: null };
  it('is p1 % of the p1v valuation', () => {
    expect(campaignAutoOffer({ enabled: true, p1: 90, p1v: 'mmr', on: 'appsubmit' }, values)).toEqual({
      amount: 18000,
      max: null,
    });
    expect(campaignAutoOffer({ enabled: true, p1: '33.3', p1v: 'galves', on: 'appsubmit' }, values)).toEqual({
      amount: 6160.67,
      max: null,
    });
  });
  it('is a range up to p2 % of p2v, low end first', () => {
    expect(
      campaignAutoOffer({ enabled: true, p1: 90, p1v: 'mmr', p2: 100, p2v: 'galves', on: 'appsubmit' }, values),
    ).toEqual({ amount: 18000, max: 18500.5 });
    expect(
      campaignAutoOffer({ enabled: true, p1: 95, p1v: 'mmr', p2: 100, p2v: 'galves', on: 'appsubmit' }, values),
    ).toEqual({ amount: 18500.5, max: 19000 });
  });
  it('is nothing when off, not on submit, or its valuation is missing; a missing upper source gives one amount', () => {
    expect(campaignAutoOffer({ enabled: false, p1: 90, p1v: 'mmr', on: 'appsubmit' }, values)).toBeNull();
    expect(campaignAutoOffer({ enabled: true, p1: 90, p1v: 'mmr' }, values)).toBeNull();
    expect(campaignAutoOffer({ enabled: true, p1: 90, p1v: 'jdp', on: 'appsubmit' }, values)).toBeNull();
    expect(campaignAutoOffer(null, values)).toBeNull();
    expect(
      campaignAutoOffer({ enabled: true, p1: 90, p1v: 'mmr', p2: 95, p2v: 'jdp', on: 'appsubmit' }, values),
    ).toEqual({ amount: 18000, max: null });
  });
});

describe('campaign display name', () => {
  it('says when the campaign was deleted', () => {
    expect(campaignDisplayName({ name: 'Spring Event', removed: false })).toBe('Spring Event');
    expect(campaignDisplayName({ name: 'Spring Event', removed: true })).toBe('Spring Event (removed)');
  });
});
