import { MMR_COLORS, VALUATION_PROVIDER_KEYS } from '@dealer/domain';
import { type OfflineValuations, offlineValuations } from '../../integrations/valuations/offline';
import { hashOf } from '../../integrations/valuations/sandbox/vin';
import type { valuationResults } from '../schema';

/** What a demo valuation reads of an appraisal. */
export interface DemoVehicle {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  color: string | null;
  mileage: number | null;
  inspectedMileage: number | null;
  runningStatus: number | null;
  createdAt: Date;
}

/** Demo dealers take their trade-ins around Austin. */
const DEMO_STATE = 'TX';
const GALVES_PICKS: string[][] = [[], [], ['NAV'], ['SR', 'LTH'], ['NAV', 'PSND']];

/**
 * The four guides' results for a demo appraisal, as the sandboxes would have answered when it was
 * created: MMR at the inspection grade (or setting 40118's 3), the others at a selection picked
 * from the VIN, so the same record always gets the same results.
 */
export function demoValuations(a: DemoVehicle): OfflineValuations | null {
  const pick = hashOf(a.vin);
  const color = MMR_COLORS.find((c) => c === a.color) ?? 'No color';
  return offlineValuations(
    {
      vin: a.vin,
      year: a.year,
      make: a.make,
      model: a.model,
      trim: a.trim,
      mileage: a.inspectedMileage ?? a.mileage,
      state: DEMO_STATE,
    },
    {
      mmr: {
        trim: a.trim,
        range: 'Average',
        grade: a.runningStatus === null ? '3.0' : Number(a.runningStatus).toFixed(1),
        color,
      },
      jdp: { range: pick % 4 === 0 ? 'average' : 'clean' },
      galves: { range: 'trade', options: GALVES_PICKS[pick % GALVES_PICKS.length]! },
      blackbook: { range: pick % 5 === 0 ? 'avg' : 'clean' },
    },
    a.createdAt,
  );
}

/** valuation_results rows of inserted demo appraisals: one per provider, run soon after creation. */
export function demoValuationRows(rows: (DemoVehicle & { id: number })[]): (typeof valuationResults.$inferInsert)[] {
  return rows.flatMap((a) => {
    const values = demoValuations(a);
    if (!values) return [];
    return VALUATION_PROVIDER_KEYS.map((provider, i) => ({
      appraisalId: a.id,
      provider,
      selection: { ...values[provider].selection },
      data: { ...values[provider].data },
      value: values[provider].data.value,
      createdAt: new Date(a.createdAt.getTime() + (i + 1) * 60_000),
    }));
  });
}
