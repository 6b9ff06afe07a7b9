import type { ValuationData, ValuationProvider } from '@dealer/domain';
import { blackbookValuationData } from './blackbook-client';
import { galvesValuationData } from './galves-client';
import { jdpValuationData } from './jdp-client';
import { mmrGradeParam, mmrValuationData } from './mmr-client';
import type { ValuationVehicle } from './port';
import { JDP_REGIONS, regionOfState } from './regions';
import { blackbookSandboxAnswer } from './sandbox/blackbook';
import { galvesSandboxAnswer } from './sandbox/galves';
import { jdpSandboxAnswer } from './sandbox/jdp';
import { mmrSandboxAnswer } from './sandbox/mmr';
import { decodeVehicle } from './sandbox/vin';
import type { ValuationSelections } from './selections';

export type OfflineValuations = {
  [P in ValuationProvider]: { selection: ValuationSelections[P]; data: ValuationData };
};

/**
 * What the four sandboxes would answer, mapped as the clients map it, without HTTP: for demo data
 * only (DESIGN.md 5 keeps business code on the clients). Null when no guide knows the VIN.
 */
export function offlineValuations(
  vehicle: ValuationVehicle,
  selections: ValuationSelections,
  asOf: Date,
): OfflineValuations | null {
  const decoded = decodeVehicle(vehicle.vin, { model: vehicle.model, trim: vehicle.trim }, asOf);
  if (!decoded) return null;
  const region = regionOfState(vehicle.state);
  const { mmr, jdp, galves, blackbook } = selections;
  const mmrAnswer = mmrSandboxAnswer(
    { ...decoded, trim: mmr.trim ?? decoded.trim },
    {
      odometer: vehicle.mileage,
      region,
      grade: mmrGradeParam(mmr.grade),
      color: mmr.color === 'No color' ? null : mmr.color,
    },
    asOf,
  );
  const jdpRegion = region ? JDP_REGIONS[region] : null;
  return {
    mmr: { selection: mmr, data: mmrValuationData(mmrAnswer, mmr, vehicle.trim) },
    jdp: {
      selection: jdp,
      data: jdpValuationData(
        jdpSandboxAnswer(decoded, { mileage: vehicle.mileage, region: jdpRegion ? region : null }, asOf),
        jdp,
      ),
    },
    galves: {
      selection: galves,
      data: galvesValuationData(
        galvesSandboxAnswer(decoded, { mileage: vehicle.mileage, options: galves.options }, asOf),
        galves,
      ),
    },
    blackbook: {
      selection: blackbook,
      data: blackbookValuationData(
        blackbookSandboxAnswer(decoded, { mileage: vehicle.mileage, region }, asOf),
        blackbook,
      ),
    },
  };
}
