import type { JdpSelection, ValuationData } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { baseUrl, getJson, query, vehicleName } from './http';
import { type ProviderConfig, type ValuationPort, ValuationProviderError, type ValuationVehicle } from './port';
import { JDP_REGIONS, regionOfState } from './regions';

const vehicleValues = z
  .object({
    ucgvehicleid: z.union([z.number(), z.string()]),
    modelyear: z.number().int(),
    make: z.string(),
    series: z.string(),
    body: z.string().nullable().optional(),
    mileageadjustment: z.number(),
    adjustedcleantrade: z.number(),
    adjustedaveragetrade: z.number(),
    adjustedroughtrade: z.number(),
    adjustedcleanloan: z.number(),
    adjustedcleanretail: z.number(),
  })
  .loose();
export const jdpAnswer = z.object({ result: z.array(vehicleValues) }).loose();
export type JdpAnswer = z.infer<typeof jdpAnswer>;

const TRADE = { clean: 'adjustedcleantrade', average: 'adjustedaveragetrade', rough: 'adjustedroughtrade' } as const;

/**
 * Maps J.D. Power's answer: the value is the trade-in at the selected range (clean by default), or
 * the clean loan or clean retail value when the selection's value type (setting 40115) says so.
 */
export function jdpValuationData(answer: JdpAnswer, selection: JdpSelection): ValuationData {
  const v = answer.result[0];
  if (!v) throw new ValuationProviderError('jdp', 'not_found', 'empty result');
  const value =
    selection.valueType === 'loan'
      ? v.adjustedcleanloan
      : selection.valueType === 'retail'
        ? v.adjustedcleanretail
        : v[TRADE[selection.range]];
  return {
    provider: 'jdp',
    value,
    wholesale: value,
    retail: v.adjustedcleanretail,
    rows: [
      { label: 'Clean trade-in', value: v.adjustedcleantrade },
      { label: 'Average trade-in', value: v.adjustedaveragetrade },
      { label: 'Rough trade-in', value: v.adjustedroughtrade },
      { label: 'Clean loan', value: v.adjustedcleanloan },
      { label: 'Clean retail', value: v.adjustedcleanretail },
      { label: 'Mileage adjustment', value: v.mileageadjustment },
    ],
    vehicle: vehicleName(v.modelyear, v.make, v.series, v.body),
    raw: answer,
  };
}

/**
 * J.D. Power Valuation Services, used-car guide: `GET {url}/getDefaultVehicleAndValuesByVin?vin&
 * period&region&mileage` with an `api-key` header, answered by `{result: [{adjustedcleantrade,
 * adjustedaveragetrade, adjustedroughtrade, adjustedcleanloan, adjustedcleanretail, ...}]}`.
 */
export function jdpClient(fetch: AppContext['fetch'], config: ProviderConfig): ValuationPort<JdpSelection> {
  return {
    async valuate(vehicle: ValuationVehicle, selection: JdpSelection) {
      const region = regionOfState(vehicle.state);
      const params = query({
        vin: vehicle.vin,
        period: 0,
        region: region ? JDP_REGIONS[region] : null,
        mileage: vehicle.mileage,
        model: vehicle.model,
        trim: vehicle.trim,
      });
      const url = `${baseUrl(config.url)}/getDefaultVehicleAndValuesByVin${params}`;
      const answer = await getJson(fetch, 'jdp', url, { 'api-key': config.apiKey }, jdpAnswer);
      return jdpValuationData(answer, selection);
    },
  };
}
