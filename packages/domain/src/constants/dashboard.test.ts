import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_QUEUES,
  DASHBOARD_TILES,
  DASHBOARD_WINDOWS,
  DEALER_STATS_SUB_TYPES,
  DEFAULT_DASHBOARD_WINDOW,
  dealerStatsPath,
  QUEUE_DASHBOARD_TITLE,
} from './dashboard';

describe('dashboard constants (part 2 sections 2.2, 2.3, 9; part 1 section 2)', () => {
  it('"Dashboard windows: 7, 30, 60, 90, 183 and 365 days (default 30)"', () => {
    expect(DASHBOARD_WINDOWS.map((w) => w.days)).toEqual([7, 30, 60, 90, 183, 365]);
    expect(DASHBOARD_WINDOWS.map((w) => w.label)).toEqual([
      'Past week',
      '30 days',
      '60 days',
      '90 days',
      '6 months',
      'Past year',
    ]);
    expect(DEFAULT_DASHBOARD_WINDOW).toBe(30);
  });
  it('tiles for trade-ins and lease returns', () => {
    expect(DASHBOARD_TILES['trade-ins'].map((t) => t.label)).toEqual([
      'Appraisals submitted',
      'Inspections completed',
      'Offers sent',
      'Offers accepted',
      'Total converted',
    ]);
    expect(DASHBOARD_TILES['lease-returns'].map((t) => t.label)).toEqual([
      'Submitted',
      'Inspections completed',
      'Buying',
      'Grounding',
      'Total converted',
    ]);
  });
  it('tiles link only to subTypes of their appType', () => {
    for (const t of DASHBOARD_TILES['trade-ins']) expect(DEALER_STATS_SUB_TYPES.trade).toContain(t.subType);
    for (const t of DASHBOARD_TILES['lease-returns']) expect(DEALER_STATS_SUB_TYPES.returns).toContain(t.subType);
  });
  it('"subType is buying, inspected, submitted, offers-accepted or offers-sent for trade; buying, inspected, submitted or grounding for returns"', () => {
    expect(DEALER_STATS_SUB_TYPES.trade).toEqual([
      'buying',
      'inspected',
      'submitted',
      'offers-accepted',
      'offers-sent',
    ]);
    expect(DEALER_STATS_SUB_TYPES.returns).toEqual(['buying', 'inspected', 'submitted', 'grounding']);
    expect(dealerStatsPath('acme', 'trade', 'offers-sent')).toBe('/acme/trade/offers-sent/dealer-stats');
  });
  it('queues "Missing payoff" (mp), "Awaiting inspection" (ai), "Resend offer" (ro), "High equity" (he), and ours', () => {
    expect(DASHBOARD_QUEUES.map((q) => `${q.code} ${q.title}`)).toEqual([
      'mp Missing payoff',
      'ai Awaiting inspection',
      'ro Resend offer',
      'he High equity',
      'eo Offers expiring in 48 hours',
    ]);
    expect(QUEUE_DASHBOARD_TITLE).toBe("Don't miss these opportunities");
  });
});
