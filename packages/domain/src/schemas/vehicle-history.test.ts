import { describe, expect, it } from 'vitest';
import { pillarsInOrder } from '../vehicle-history-pillars';
import {
  VEHICLE_HISTORY_MESSAGES,
  type VehicleHistoryReport,
  vehicleHistoryReportSchema,
  vehicleHistoryStartSchema,
  vehicleHistoryVinParams,
} from './vehicle-history';

describe('vehicle-history inputs', () => {
  it('cleans a scanned VIN and refuses what is not a full VIN', () => {
    expect(vehicleHistoryVinParams.parse({ vin: 'i1hgcm82633a004352m' })).toEqual({ vin: '1HGCM82633A004352' });
    const short = vehicleHistoryVinParams.safeParse({ vin: '1HGCM82633A' });
    expect(short.error?.issues[0]?.message).toBe(VEHICLE_HISTORY_MESSAGES.vin);
    expect(vehicleHistoryVinParams.safeParse({ vin: '1HGCM82633A00435O' }).success).toBe(false);
  });

  it('returns only to a path of this app', () => {
    expect(vehicleHistoryStartSchema.parse({})).toEqual({ returnTo: '/' });
    expect(vehicleHistoryStartSchema.parse({ returnTo: '/metro/appraisals/4?tab=docs' }).returnTo).toBe(
      '/metro/appraisals/4?tab=docs',
    );
    for (const returnTo of ['https://evil.test/', '//evil.test', '/\\evil.test', 'appraisals']) {
      expect(vehicleHistoryStartSchema.safeParse({ returnTo }).success).toBe(false);
    }
  });
});

describe('vehicleHistoryReportSchema', () => {
  it('accepts web links only', () => {
    const pillar = { iconUrl: 'https://p.test/i.svg', iconText: 't', position: 1 };
    const report = (url: string) => ({
      snapshotKey: 'k',
      carfaxLink: { url },
      fourPillars: {
        accident: { ...pillar, hasAccidents: false },
        owner: { ...pillar, isOneOwner: true },
        useType: { ...pillar, isPersonalUse: true },
        serviceRecord: { ...pillar, recordCount: 0 },
      },
    });
    expect(vehicleHistoryReportSchema.safeParse(report('https://p.test/report/1')).success).toBe(true);
    expect(vehicleHistoryReportSchema.safeParse(report('javascript:alert(1)')).success).toBe(false);
  });
});

describe('pillarsInOrder', () => {
  it('lists the four pillars by the position the provider gives', () => {
    const pillar = (position: number) => ({ iconUrl: '/i.svg', iconText: `p${position}`, position });
    const report: VehicleHistoryReport = {
      snapshotKey: 'k',
      carfaxLink: { url: '/r' },
      fourPillars: {
        accident: { ...pillar(3), hasAccidents: false },
        owner: { ...pillar(1), isOneOwner: true },
        useType: { ...pillar(4), isPersonalUse: true },
        serviceRecord: { ...pillar(2), recordCount: 3 },
      },
    };
    expect(pillarsInOrder(report).map((p) => p.key)).toEqual(['owner', 'serviceRecord', 'accident', 'useType']);
  });
});
