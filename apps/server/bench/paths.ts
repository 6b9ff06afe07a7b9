import { SORT_OPTIONS } from '@dealer/domain';

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

/** The main read paths of DESIGN.md 8: the list with each sort, a tab, a text search, queues, global search, dashboards and stats, comparable purchases. */
/** `changesPerSecond`: an appraisal of the dealer changes that often during the load (totals are counted again). */
/**
 * `sample`: the largest dealer's newest appraisal (startBenchApp): its VIN's submissions are the
 * duplicate-VIN list, and it is the record whose page is read (answers written from their schema).
 */
export function benchPaths(sample: {
  id: number;
  vin: string;
}): { name: string; url: string; changesPerSecond?: number }[] {
  const anyDate = { appraisalTypeId: 1, filterId: -4 };
  const range = [0, 24];
  return [
    {
      name: 'list buying center, 30 days',
      url: `/api/appraisals?${q({ filter: { appraisalTypeId: 1, filterId: 30 }, range, sort: ['id', 'DESC'] })}`,
    },
    ...SORT_OPTIONS.map((o) => ({
      name: `list sort ${o.value}`,
      url: `/api/appraisals?${q({ filter: anyDate, range, sort: [o.field, o.order] })}`,
    })),
    {
      name: 'list sort id-DESC, 10 changes/s',
      url: `/api/appraisals?${q({ filter: anyDate, range, sort: ['id', 'DESC'] })}`,
      changesPerSecond: 10,
    },
    {
      name: 'list tab payoff',
      url: `/api/appraisals?${q({ filter: { ...anyDate, stage: 'payoff' }, range, sort: ['id', 'DESC'] })}`,
    },
    {
      name: 'list lease returns',
      url: `/api/appraisals?${q({ filter: { leases: true, filterId: 30 }, range, sort: ['id', 'DESC'] })}`,
    },
    {
      name: 'list text search "garcia"',
      url: `/api/appraisals?${q({ filter: { ...anyDate, q: 'garcia' }, range, sort: ['id', 'DESC'] })}`,
    },
    {
      // The dashboard tile's drill-down (dealer-stats page): its window is the dealer's local days.
      name: 'list drill-down trade-ins offers sent, 365 days',
      url: `/api/appraisals?${q({ filter: { statsAppType: 'trade', statsSubType: 'offers-sent', days: 365 }, range, sort: ['id', 'DESC'] })}`,
    },
    {
      // The list a record's duplicate-VIN badge opens: every submission of that vehicle.
      name: 'list duplicate VIN',
      url: `/api/appraisals?${q({ filter: { duplicateVin: sample.vin }, range, sort: ['id', 'DESC'] })}`,
    },
    {
      name: 'list page 100',
      url: `/api/appraisals?${q({ filter: anyDate, range: [2475, 2499], sort: ['id', 'DESC'] })}`,
    },
    { name: 'queue missing payoff', url: `/api/missing_payoff_appraisals?${q({ range: [0, 4] })}` },
    { name: 'queue awaiting inspection', url: `/api/awaiting_inspection_appraisals?${q({ range: [0, 4] })}` },
    { name: 'queue resend offer', url: `/api/resend_offer_appraisals?${q({ range: [0, 4] })}` },
    { name: 'queue high equity', url: `/api/high_equity_appraisals?${q({ range: [0, 4] })}` },
    { name: 'queue expiring offers', url: `/api/expiring_offer_appraisals?${q({ range: [0, 4] })}` },
    // Dashboards and stats over the longest window (issue 21): the largest dealer, then every bench dealer.
    { name: 'dashboard trade-ins, 365 days', url: `/api/dashboards/trade-ins?${q({ filter: { days: 365 } })}` },
    { name: 'dashboard lease returns, 365 days', url: `/api/dashboards/lease-returns?${q({ filter: { days: 365 } })}` },
    { name: 'dealer stats, group, 365 days', url: `/api/dealer_stats?${q({ filter: { days: 365 } })}` },
    { name: 'global search "civic"', url: `/api/global_search?${q({ filter: { q: 'civic' }, range: [0, 24] })}` },
    { name: 'record detail', url: `/api/appraisals/${sample.id}` },
    { name: 'record activity', url: `/api/appraisals/${sample.id}/activity` },
    // The worksheet's comparable purchases of the record, and the list its link opens.
    { name: 'comparable purchases', url: `/api/appraisals/${sample.id}/comparable_purchases` },
    {
      name: 'list comparable purchases',
      url: `/api/appraisals?${q({ filter: { comparableTo: sample.id }, range, sort: ['id', 'DESC'] })}`,
    },
    { name: 'stage counts', url: `/api/appraisals/counts?${q({ filter: anyDate })}` },
    { name: 'global search VIN part', url: `/api/global_search?${q({ filter: { q: '2hgfc2f5' }, range: [0, 24] })}` },
  ];
}
