import { describe, expect, it } from 'vitest';
import {
  bankView,
  campaignAvatar,
  customerName,
  estimateBadge,
  inspectionDashboardUrl,
  maturityText,
  mileageText,
  sellStrategyNeedsConfirm,
  stageLine,
  statusBadge,
  usersChanged,
} from './header-view';

describe('header view', () => {
  it('stage line: the stage title, plus the management stage of a lease return', () => {
    expect(stageLine({ stage: 'payoff', appraisalTypeId: 1, appraisalStatusId: null })).toBe(
      'Finalize payoff & Make offer',
    );
    expect(stageLine({ stage: 'payoff', leaseStage: 'grounded', appraisalTypeId: 2, appraisalStatusId: null })).toBe(
      'Finalize payoff & Make purchase decision · Grounded',
    );
  });

  it('status badge only when a status is set', () => {
    expect(statusBadge({ appraisalStatusId: 3 })).toBe('Rejected');
    expect(statusBadge({ appraisalStatusId: null })).toBeNull();
  });

  it('mileage with thousands', () => {
    expect(mileageText(48210)).toBe('48,210 mi');
    expect(mileageText(null)).toBe('');
  });

  it("finance bank: red 'Not found in dealer banks!' only when set and unknown", () => {
    expect(bankView({ financeBank: 'Ally', financeBankKnown: false })).toEqual({
      name: 'Ally',
      warning: 'Not found in dealer banks!',
    });
    expect(bankView({ financeBank: 'Ally', financeBankKnown: true })?.warning).toBeNull();
    expect(bankView({ financeBank: ' ', financeBankKnown: false })).toBeNull();
  });

  it("maturity, or 'Maturity date missing' on a lease return", () => {
    expect(maturityText({ appraisalTypeId: 2, maturityDate: '2025-03-05' })).toBe('03/05/2025');
    expect(maturityText({ appraisalTypeId: 2, maturityDate: null })).toBe('Maturity date missing');
    expect(maturityText({ appraisalTypeId: 1, maturityDate: null })).toBeNull();
  });

  it('customer name skips blanks', () => {
    expect(customerName({ firstName: 'Ana', lastName: ' ' })).toBe('Ana');
    expect(customerName({ firstName: null, lastName: null })).toBe('');
  });

  it('estimate badge from the automated offer until somebody offers', () => {
    expect(estimateBadge({ autoOfferAmount: 12345.6, autoOfferAmountMax: null, offeredBy: null })).toBe('$12,346');
    expect(estimateBadge({ autoOfferAmount: 12000, autoOfferAmountMax: 13500, offeredBy: null })).toBe(
      '$12,000 - $13,500',
    );
    expect(estimateBadge({ autoOfferAmount: 12000, offeredBy: 7 })).toBeNull();
    expect(estimateBadge({ autoOfferAmount: null, offeredBy: null })).toBeNull();
  });

  it('campaign avatar initials', () => {
    expect(campaignAvatar({ name: 'Spring Showroom Event' })).toBe('SSE');
    expect(campaignAvatar(null)).toBeNull();
  });

  it('assigned users changed, whatever the order', () => {
    expect(usersChanged([1, 2], [2, 1])).toBe(false);
    expect(usersChanged([1, 2], [1])).toBe(true);
    expect(usersChanged([], [])).toBe(false);
  });

  it('sell strategy asks when the profit objective is missing, not when clearing', () => {
    expect(sellStrategyNeedsConfirm({ profitObjective: null }, 2)).toBe(true);
    expect(sellStrategyNeedsConfirm({}, 2)).toBe(true);
    expect(sellStrategyNeedsConfirm({ profitObjective: 1500 }, 2)).toBe(false);
    expect(sellStrategyNeedsConfirm({ profitObjective: null }, null)).toBe(false);
  });

  it('inspection dashboard: the report once there is one, else the capture session', () => {
    const inspection = { sessionKey: 'k1', captureUrl: 'https://x/capture/k1' };
    expect(inspectionDashboardUrl({ paveInspectSessionKey: 'k1', inspection })).toBe('https://x/capture/k1');
    expect(
      inspectionDashboardUrl({
        paveInspectSessionKey: 'k1',
        inspection,
        paveInspectResult: { data: { reportUrl: 'https://x/report/k1' } },
      }),
    ).toBe('https://x/report/k1');
    expect(inspectionDashboardUrl({ paveInspectSessionKey: null, inspection: null })).toBeNull();
  });
});
