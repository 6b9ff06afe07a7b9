import type { BlackbookSelection, ValuationData } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { baseUrl, getJson, query, vehicleName } from './http';
import { type ProviderConfig, type ValuationPort, ValuationProviderError, type ValuationVehicle } from './port';

const usedVehicle = z
  .object({
    uvc: z.string(),
    model_year: z.string(),
    make: z.string(),
    model: z.string(),
    series: z.string().nullable().optional(),
    style: z.string().nullable().optional(),
    mileage_adj: z.number(),
    adjusted_whole_xclean: z.number(),
    adjusted_whole_clean: z.number(),
    adjusted_whole_avg: z.number(),
    adjusted_whole_rough: z.number(),
    adjusted_retail_xclean: z.number(),
    adjusted_retail_clean: z.number(),
    adjusted_retail_avg: z.number(),
    adjusted_retail_rough: z.number(),
  })
  .loose();
export const blackbookAnswer = z
  .object({ used_vehicles: z.object({ used_vehicle_list: z.array(usedVehicle) }).loose() })
  .loose();
export type BlackbookAnswer = z.infer<typeof blackbookAnswer>;

/** Maps Black Book's answer: the value is the adjusted wholesale at the selected condition. */
export function blackbookValuationData(answer: BlackbookAnswer, selection: BlackbookSelection): ValuationData {
  const v = answer.used_vehicles.used_vehicle_list[0];
  if (!v) throw new ValuationProviderError('blackbook', 'not_found', 'empty vehicle list');
  const whole = { clean: v.adjusted_whole_clean, avg: v.adjusted_whole_avg, rough: v.adjusted_whole_rough };
  const retail = { clean: v.adjusted_retail_clean, avg: v.adjusted_retail_avg, rough: v.adjusted_retail_rough };
  return {
    provider: 'blackbook',
    value: whole[selection.range],
    wholesale: whole[selection.range],
    retail: retail[selection.range],
    rows: [
      { label: 'Wholesale extra clean', value: v.adjusted_whole_xclean },
      { label: 'Wholesale clean', value: v.adjusted_whole_clean },
      { label: 'Wholesale average', value: v.adjusted_whole_avg },
      { label: 'Wholesale rough', value: v.adjusted_whole_rough },
      { label: 'Retail clean', value: v.adjusted_retail_clean },
      { label: 'Retail average', value: v.adjusted_retail_avg },
      { label: 'Retail rough', value: v.adjusted_retail_rough },
      { label: 'Mileage adjustment', value: v.mileage_adj },
    ],
    vehicle: vehicleName(v.model_year, v.make, v.model, v.series),
    raw: answer,
  };
}

/**
 * Black Book's used-car web service: `GET {url}/UsedCarWS/UsedVehicle/VIN/{vin}?mileage&state`
 * with HTTP basic credentials (the key is "user:password"), answered by
 * `{used_vehicles: {used_vehicle_list: [{adjusted_whole_clean, adjusted_whole_avg, ...}]}}`.
 */
export function blackbookClient(fetch: AppContext['fetch'], config: ProviderConfig): ValuationPort<BlackbookSelection> {
  return {
    async valuate(vehicle: ValuationVehicle, selection: BlackbookSelection) {
      const params = query({
        mileage: vehicle.mileage,
        state: vehicle.state,
        model: vehicle.model,
        trim: vehicle.trim,
        template: 1,
      });
      const url = `${baseUrl(config.url)}/UsedCarWS/UsedVehicle/VIN/${encodeURIComponent(vehicle.vin)}${params}`;
      const auth = `Basic ${Buffer.from(config.apiKey).toString('base64')}`;
      const answer = await getJson(fetch, 'blackbook', url, { authorization: auth }, blackbookAnswer);
      return blackbookValuationData(answer, selection);
    },
  };
}
