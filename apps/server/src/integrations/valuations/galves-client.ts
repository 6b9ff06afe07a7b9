import type { GalvesSelection, ValuationData } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { baseUrl, getJson, query, vehicleName } from './http';
import { type ProviderConfig, type ValuationPort, ValuationProviderError, type ValuationVehicle } from './port';

const option = z.object({
  code: z.string(),
  description: z.string(),
  value: z.number(),
  excludes: z.array(z.string()).optional(),
  selected: z.boolean().optional(),
});
const galvesVehicle = z
  .object({
    galves_id: z.union([z.number(), z.string()]),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    style: z.string().nullable().optional(),
    base_trade: z.number(),
    mileage_adjustment: z.number(),
    options_adjustment: z.number(),
    trade: z.number(),
    trade_poor: z.number(),
    market_value: z.number(),
    options: z.array(option),
  })
  .loose();
export const galvesAnswer = z.object({ vehicles: z.array(galvesVehicle) }).loose();
export type GalvesAnswer = z.infer<typeof galvesAnswer>;

/**
 * Maps Galves' answer: the value is trade or trade_poor (selected options included); the accessory
 * list, with the codes each option excludes, is kept for the panel's checkboxes.
 */
export function galvesValuationData(answer: GalvesAnswer, selection: GalvesSelection): ValuationData {
  const v = answer.vehicles[0];
  if (!v) throw new ValuationProviderError('galves', 'not_found', 'no vehicles');
  const value = selection.range === 'trade' ? v.trade : v.trade_poor;
  return {
    provider: 'galves',
    value,
    wholesale: value,
    retail: v.market_value,
    rows: [
      { label: 'Trade', value: v.trade },
      { label: 'Trade (poor)', value: v.trade_poor },
      { label: 'Base trade', value: v.base_trade },
      { label: 'Mileage adjustment', value: v.mileage_adjustment },
      { label: 'Options adjustment', value: v.options_adjustment },
      { label: 'Market value', value: v.market_value },
    ],
    vehicle: vehicleName(v.year, v.make, v.model, v.style),
    options: v.options.map((o) => ({
      code: o.code,
      label: o.description,
      value: o.value,
      ...(o.excludes?.length ? { excludes: o.excludes } : {}),
    })),
    raw: answer,
  };
}

/**
 * Galves values by VIN: `GET {url}/values/vin/{vin}?mileage&state&options=A,B` with an `x-api-key`
 * header, answered by `{vehicles: [{trade, trade_poor, market_value, options: [{code, description,
 * value, excludes}]}]}`; the selected options' adjustments are in trade and trade_poor.
 */
export function galvesClient(fetch: AppContext['fetch'], config: ProviderConfig): ValuationPort<GalvesSelection> {
  return {
    async valuate(vehicle: ValuationVehicle, selection: GalvesSelection) {
      const params = query({
        mileage: vehicle.mileage,
        state: vehicle.state,
        options: selection.options.join(','),
        model: vehicle.model,
        trim: vehicle.trim,
      });
      const url = `${baseUrl(config.url)}/values/vin/${encodeURIComponent(vehicle.vin)}${params}`;
      const answer = await getJson(fetch, 'galves', url, { 'x-api-key': config.apiKey }, galvesAnswer);
      return galvesValuationData(answer, selection);
    },
  };
}
