import { createHash } from 'node:crypto';
import type { VehicleHistoryReport } from '@dealer/domain';

/** Facts of one VIN's history, the same every time it is asked (bytes of the VIN's SHA-256). */
export interface HistoryFacts {
  accidents: number;
  owners: number;
  personalUse: boolean;
  serviceRecords: number;
}

/**
 * The sandbox's vehicle history for a VIN, or null for about one VIN in ten (no report). Roughly a
 * third have an accident, half several owners, a quarter fleet use, a quarter no service records.
 */
export function historyFacts(vin: string): HistoryFacts | null {
  const b = createHash('sha256').update(vin.toUpperCase()).digest();
  if (b[0]! % 10 === 0) return null;
  return {
    accidents: b[1]! % 3 === 0 ? 1 + (b[2]! % 2) : 0,
    owners: b[3]! % 2 === 0 ? 1 : 2 + (b[4]! % 3),
    personalUse: b[5]! % 4 !== 0,
    serviceRecords: b[6]! % 4 === 0 ? 0 : 1 + (b[7]! % 30),
  };
}

export const snapshotKeyOf = (vin: string) =>
  createHash('sha256').update(`snapshot:${vin.toUpperCase()}`).digest('hex').slice(0, 24);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The GraphQL `dealerReport` of a VIN, with icon and report URLs under the sandbox's base. */
export function dealerReport(base: string, vin: string): VehicleHistoryReport | null {
  const facts = historyFacts(vin);
  if (!facts) return null;
  const icon = (name: string) => `${base}/icons/${name}.svg`;
  const key = snapshotKeyOf(vin);
  return {
    snapshotKey: key,
    carfaxLink: { url: `${base}/report/${encodeURIComponent(vin.toUpperCase())}?key=${key}` },
    fourPillars: {
      accident: {
        iconUrl: icon(facts.accidents ? 'accident-bad' : 'accident-good'),
        iconText: facts.accidents ? `${plural(facts.accidents, 'accident')} reported` : 'No accidents reported',
        position: 1,
        hasAccidents: facts.accidents > 0,
      },
      owner: {
        iconUrl: icon(facts.owners === 1 ? 'owner-good' : 'owner-neutral'),
        iconText: facts.owners === 1 ? '1-Owner' : `${facts.owners} owners`,
        position: 2,
        isOneOwner: facts.owners === 1,
      },
      useType: {
        iconUrl: icon(facts.personalUse ? 'use-good' : 'use-neutral'),
        iconText: facts.personalUse ? 'Personal use' : 'Fleet use',
        position: 3,
        isPersonalUse: facts.personalUse,
      },
      serviceRecord: {
        iconUrl: icon(facts.serviceRecords >= 10 ? 'service-good' : 'service-neutral'),
        iconText: facts.serviceRecords ? plural(facts.serviceRecords, 'service record') : 'No service records',
        position: 4,
        recordCount: facts.serviceRecords,
      },
    },
  };
}
