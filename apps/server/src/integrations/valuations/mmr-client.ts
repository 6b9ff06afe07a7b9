import { MMR_NO_COLOR, MMR_NO_GRADE, type MmrSelection, type ValuationData } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { baseUrl, getJson, query, vehicleName } from './http';
import { type ProviderConfig, type ValuationPort, ValuationProviderError, type ValuationVehicle } from './port';
import { regionOfState } from './regions';

const band = z.object({ above: z.number(), average: z.number(), below: z.number() });
const item = z.object({
  description: z.object({
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string().nullable().optional(),
  }),
  adjustedPricing: z.object({ wholesale: band, retail: band }).loose(),
  bestMatch: z.boolean().optional(),
});
export const mmrAnswer = z.object({ items: z.array(item.loose()) }).loose();
export type MmrAnswer = z.infer<typeof mmrAnswer>;

/** MMR's grade parameter: the condition grade times ten (3.5 -> 35); none for 'No grade'. */
export const mmrGradeParam = (grade: string) => (grade === MMR_NO_GRADE ? null : Math.round(Number(grade) * 10));

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Maps MMR's answer to the stored shape. Several items are several trims: the selected trim's item,
 * else the appraisal's trim, else MMR's best match, else the first. The value is the
 * adjusted wholesale at the selected range.
 */
export function mmrValuationData(answer: MmrAnswer, selection: MmrSelection, ownTrim: string | null): ValuationData {
  const items = answer.items;
  const chosen =
    items.find((i) => same(i.description.trim, selection.trim)) ??
    items.find((i) => same(i.description.trim, ownTrim)) ??
    items.find((i) => i.bestMatch === true) ??
    items[0];
  if (!chosen) throw new ValuationProviderError('mmr', 'not_found', 'no items');
  const range = selection.range.toLowerCase() as 'average' | 'above' | 'below';
  const { wholesale, retail } = chosen.adjustedPricing;
  const d = chosen.description;
  return {
    provider: 'mmr',
    value: wholesale[range],
    wholesale: wholesale[range],
    retail: retail[range],
    rows: [
      { label: 'Wholesale above', value: wholesale.above },
      { label: 'Wholesale average', value: wholesale.average },
      { label: 'Wholesale below', value: wholesale.below },
      { label: 'Retail above', value: retail.above },
      { label: 'Retail average', value: retail.average },
      { label: 'Retail below', value: retail.below },
    ],
    vehicle: vehicleName(d.year, d.make, d.model, d.trim),
    trims: [...new Set(items.map((i) => i.description.trim).filter((t): t is string => !!t))],
    raw: answer,
  };
}

/**
 * Manheim MMR: `GET {url}/valuations/vin/{vin}?odometer&region&grade&color` with a bearer token,
 * answered by `{items: [{description, adjustedPricing: {wholesale, retail}}]}` (DESIGN.md 5). Our
 * model and trim go along as hints so the guide matches the appraisal's vehicle.
 */
export function mmrClient(fetch: AppContext['fetch'], config: ProviderConfig): ValuationPort<MmrSelection> {
  return {
    async valuate(vehicle: ValuationVehicle, selection: MmrSelection) {
      const params = query({
        odometer: vehicle.mileage,
        region: regionOfState(vehicle.state),
        grade: mmrGradeParam(selection.grade),
        color: selection.color === MMR_NO_COLOR ? null : selection.color,
        model: vehicle.model,
        trim: selection.trim ?? vehicle.trim,
      });
      const url = `${baseUrl(config.url)}/valuations/vin/${encodeURIComponent(vehicle.vin)}${params}`;
      const answer = await getJson(fetch, 'mmr', url, { authorization: `Bearer ${config.apiKey}` }, mmrAnswer);
      if (answer.items.length === 0) throw new ValuationProviderError('mmr', 'not_found', 'no items');
      return mmrValuationData(answer, selection, vehicle.trim);
    },
  };
}
