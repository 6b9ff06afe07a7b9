import { z } from 'zod';
import {
  BLACKBOOK_DEFAULT_RANGE,
  BLACKBOOK_RANGES,
  GALVES_DEFAULT_RANGE,
  GALVES_RANGES,
  JDP_DEFAULT_RANGE,
  JDP_RANGES,
  JDP_VALUE_TYPES,
  MMR_COLORS,
  MMR_GRADE_OPTIONS,
  MMR_NO_COLOR,
  MMR_NO_GRADE,
  MMR_RANGES,
  VALUATION_PROVIDERS,
  type ValuationProvider,
} from '../constants/valuations';
import { countAnswer, moneyAnswer, timestampAnswer } from './answer-fields';
import { isDatabaseId, optionalText, requiredMoney, requiredText } from './fields';

const oneOf = (values: readonly string[]) => `Enter one of: ${values.join(', ')}`;

/**
 * Rerun selections (part 2 section 5). MMR: "trim options come from the result items; range
 * Average, Above, Below; grade 'No grade' or 1.0 to 5.0 in steps of 0.1; color from a list
 * including 'No color'". Defaults ours where not given: Average, No grade, No color.
 */
export const mmrSelectionSchema = z.object({
  trim: optionalText(200),
  range: z
    .enum(MMR_RANGES, { error: oneOf(MMR_RANGES) })
    .optional()
    .default('Average'),
  grade: z
    .union([z.string(), z.number()], { error: 'Choose a grade.' })
    .optional()
    .transform((v) => (v === undefined ? MMR_NO_GRADE : typeof v === 'number' ? v.toFixed(1) : v.trim()))
    .pipe(z.string().refine((g) => MMR_GRADE_OPTIONS.includes(g), 'Choose No grade or a grade from 1.0 to 5.0.')),
  color: z.enum(MMR_COLORS, { error: 'Choose a color from the list.' }).optional().default(MMR_NO_COLOR),
});
export type MmrSelection = z.output<typeof mmrSelectionSchema>;

/** "JDP range: average, clean, rough (default clean)". */
export const jdpSelectionSchema = z.object({
  range: z
    .enum(JDP_RANGES, { error: oneOf(JDP_RANGES) })
    .optional()
    .default(JDP_DEFAULT_RANGE),
  /** Dealer setting 40115; left out, the trade-in value (the setting's default, Trade). */
  valueType: z.enum(JDP_VALUE_TYPES, { error: oneOf(JDP_VALUE_TYPES) }).optional(),
});
export type JdpSelection = z.output<typeof jdpSelectionSchema>;

/** "Black Book: avg, clean, rough (default clean)". */
export const blackbookSelectionSchema = z.object({
  range: z
    .enum(BLACKBOOK_RANGES, { error: oneOf(BLACKBOOK_RANGES) })
    .optional()
    .default(BLACKBOOK_DEFAULT_RANGE),
});
export type BlackbookSelection = z.output<typeof blackbookSelectionSchema>;

/** "Galves: trade or trade_poor (default trade), plus optional accessory options". */
export const galvesSelectionSchema = z.object({
  range: z
    .enum(GALVES_RANGES, { error: oneOf(GALVES_RANGES) })
    .optional()
    .default(GALVES_DEFAULT_RANGE),
  options: z.array(z.string()).optional().default([]),
});
export type GalvesSelection = z.output<typeof galvesSelectionSchema>;

/** The selection schema of each provider's rerun call. */
export const VALUATION_SELECTION_SCHEMAS = {
  mmr: mmrSelectionSchema,
  jdp: jdpSelectionSchema,
  blackbook: blackbookSelectionSchema,
  galves: galvesSelectionSchema,
} as const;

/**
 * A value entered by hand when a provider fails (issue 23): the amount and where it came from.
 * Stored as the provider's latest result, marked manual wherever it shows.
 */
const manualValuationFields = z.object({
  provider: z.enum(['mmr', 'jdp', 'galves', 'blackbook'], { error: 'Choose a provider.' }),
  amount: requiredMoney('Enter the value.', { min: 1, rangeMessage: 'Enter a value above zero.' }),
  note: requiredText('Say where the value comes from.', 1, 200),
  /**
   * The rerun form's selection the value stands for (the one whose call failed). Stored with the
   * value, so the form starts from it again: without it the next rerun went out with the defaults
   * (grade and colour lost). Left out, the server keeps the provider's last selection.
   */
  selection: z.unknown().optional(),
});

export const manualValuationSchema = manualValuationFields.transform((v, ctx) => {
  if (v.selection === undefined || v.selection === null) return { ...v, selection: null };
  // Strict: a key the provider's form does not have is a mistake, not something to drop quietly.
  const parsed = VALUATION_SELECTION_SCHEMAS[v.provider].strict().safeParse(v.selection);
  if (parsed.success) return { ...v, selection: parsed.data };
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['selection', ...issue.path] });
  return z.NEVER;
});
export type ManualValuationInput = z.input<typeof manualValuationSchema>;
export type ManualValuation = z.output<typeof manualValuationSchema>;

/** Rerun options beside the selection: `force` calls the provider even when the same selection ran within 24 hours. */
export const rerunQuerySchema = z.object({
  force: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * The api-results id of a stored valuation: "{provider}-{valuation_results.id}" ("mmr-42"), a
 * namespace apart from the inspection answers' plain numbers, so the server knows from the id
 * alone that it names value data (allowReadVals only) before it looks anything up.
 */
export const valuationResultId = (provider: ValuationProvider, id: number) => `${provider}-${id}`;

export type ApiResultId = { kind: 'api'; id: number } | { kind: 'valuation'; provider: ValuationProvider; id: number };

const VALUATION_RESULT_ID = /^(mmr|jdp|galves|blackbook)-(\d{1,10})$/;

/** The {resultId} of GET /appraisals/{id}/api-results/{resultId}: an inspection answer's number or a valuation's id. */
export function apiResultIdParam(message = 'Not a valid result id.') {
  return z.string({ error: message }).transform((v, ctx): ApiResultId => {
    if (/^\d{1,10}$/.test(v) && isDatabaseId(Number(v))) return { kind: 'api', id: Number(v) };
    const m = VALUATION_RESULT_ID.exec(v);
    if (m && isDatabaseId(Number(m[2])))
      return { kind: 'valuation', provider: m[1] as ValuationProvider, id: Number(m[2]) };
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const providerAnswer = z.enum(VALUATION_PROVIDERS.map((p) => p.key) as [ValuationProvider, ...ValuationProvider[]]);

/** GET /dealer_provider_calls: this month's (UTC) calls of the dealer to each paid provider, zeros included. */
export const providerCallsAnswer = z.object({
  month: z.string().describe("'yyyy-mm'"),
  providers: z.array(z.object({ provider: providerAnswer, calls: countAnswer })),
});
export type ProviderCalls = z.infer<typeof providerCallsAnswer>;

/** GET /appraisals/{id}/api-results/{provider}-{n}: a stored valuation, the provider's answer as it came. */
export const valuationApiResultAnswer = z.object({
  id: z.string().describe('"{provider}-{n}"'),
  provider: providerAnswer,
  externalId: z.null(),
  createdAt: timestampAnswer,
  data: z.record(z.string(), z.unknown()).nullable().describe("the provider's raw answer; null for a manual value"),
});

/** GET /appraisals/{id}/api-results/{provider}-{n}/info: the summary the valuation panel's details show. */
export const valuationResultInfoAnswer = z.object({
  id: z.string().describe('"{provider}-{n}"'),
  provider: providerAnswer,
  createdAt: timestampAnswer,
  source: z.enum(['provider', 'manual']).describe('manual: a figure a user entered when the provider failed'),
  note: z.string().nullable(),
  selection: z.record(z.string(), z.unknown()).describe('the selection the provider was asked with'),
  vehicle: z.string().nullable().describe('the vehicle the provider matched, e.g. "2019 Honda Accord EX-L"'),
  value: moneyAnswer.nullable(),
  wholesale: moneyAnswer.nullable(),
  retail: moneyAnswer.nullable(),
});
export type ValuationResultInfo = z.infer<typeof valuationResultInfoAnswer>;
