import { describe, expect, it } from 'vitest';
import {
  AUTO_OFFER_ON_APP_SUBMIT,
  CAMPAIGN_TYPE,
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_VALUATION_SOURCE_VALUES,
  CAMPAIGN_VALUATION_SOURCES,
} from './campaigns';

describe('campaigns (part 1 section 9, part 2 section 3)', () => {
  it('"Campaign types: 1 Showroom, 2 Outbound marketing, 3 Web, 4 Dealer"', () => {
    expect(CAMPAIGN_TYPE).toEqual({ SHOWROOM: 1, OUTBOUND_MARKETING: 2, WEB: 3, DEALER: 4 });
    expect(CAMPAIGN_TYPE_LABELS).toEqual({ 1: 'Showroom', 2: 'Outbound marketing', 3: 'Web', 4: 'Dealer' });
  });
  it('"Valuation sources: Galves (galves), Manheim MMR (mmr), JD Powers (jdp)"', () => {
    expect(CAMPAIGN_VALUATION_SOURCES.map((s) => `${s.label} (${s.value})`)).toEqual([
      'Galves (galves)',
      'Manheim MMR (mmr)',
      'JD Powers (jdp)',
    ]);
    expect(CAMPAIGN_VALUATION_SOURCE_VALUES).toEqual(['galves', 'mmr', 'jdp']);
  });
  it('auto offer "on = appsubmit"', () => {
    expect(AUTO_OFFER_ON_APP_SUBMIT).toBe('appsubmit');
  });
});
