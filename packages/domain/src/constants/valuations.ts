/** Spec part 2 section 2.5: val query "mmr, jdp, galves, blackbook; default mmr"; names from section 1. */
export const VALUATION_PROVIDERS = [
  { key: 'mmr', label: 'MMR' },
  { key: 'jdp', label: 'JDP' },
  { key: 'galves', label: 'Galves' },
  { key: 'blackbook', label: 'Black Book' },
] as const;
export type ValuationProvider = (typeof VALUATION_PROVIDERS)[number]['key'];
export const VALUATION_PROVIDER_KEYS: readonly ValuationProvider[] = ['mmr', 'jdp', 'galves', 'blackbook'];
export const DEFAULT_VALUATION_PROVIDER: ValuationProvider = 'mmr';

/** The appraisal field holding each provider's value (part 2 section 3: mmrVal, jdpVal, galvesVal, blackbookVal). */
export const VALUATION_FIELDS = {
  mmr: 'mmrVal',
  jdp: 'jdpVal',
  galves: 'galvesVal',
  blackbook: 'blackbookVal',
} as const satisfies Record<ValuationProvider, string>;

/** The rerun endpoint suffix of each provider (part 1 section 7). */
export const VALUATION_RERUN_PATHS = {
  mmr: 'rerun-mmr-valuation',
  jdp: 'rerun-jdp-valuation',
  galves: 'rerun-galves-valuation',
  blackbook: 'rerun-blackbook-valuation',
} as const satisfies Record<ValuationProvider, string>;

/** Part 2 section 5: "range Average, Above, Below". */
export const MMR_RANGES = ['Average', 'Above', 'Below'] as const;
export type MmrRange = (typeof MMR_RANGES)[number];

/** Part 2 section 5: "grade 'No grade' or 1.0 to 5.0 in steps of 0.1". */
export const MMR_NO_GRADE = 'No grade';
/** '1.0' to '5.0' built from integers, so no float step drifts (41 values). */
export const MMR_GRADES: readonly string[] = Array.from({ length: 41 }, (_, i) => ((10 + i) / 10).toFixed(1));
export const MMR_GRADE_OPTIONS: readonly string[] = [MMR_NO_GRADE, ...MMR_GRADES];

/**
 * Part 2 section 5: "color from a list including 'No color'". The rest of the list is not shown:
 * these are the exterior colours Manheim's MMR accepts.
 */
export const MMR_NO_COLOR = 'No color';
export const MMR_COLORS = [
  MMR_NO_COLOR,
  'Beige',
  'Black',
  'Blue',
  'Brown',
  'Burgundy',
  'Charcoal',
  'Gold',
  'Gray',
  'Green',
  'Maroon',
  'Orange',
  'Pewter',
  'Purple',
  'Red',
  'Silver',
  'Tan',
  'Turquoise',
  'White',
  'Yellow',
] as const;
export type MmrColor = (typeof MMR_COLORS)[number];

/** Part 2 section 5: "JDP range: average, clean, rough (default clean)". */
export const JDP_RANGES = ['average', 'clean', 'rough'] as const;
export const JDP_DEFAULT_RANGE = 'clean';
/**
 * J.D. Power's value types, dealer setting 40115 (Trade, Loan or Retail; default Trade): which of
 * its values a JDP valuation reports. Trade follows the range; loan and retail are its clean ones.
 */
export const JDP_VALUE_TYPES = ['trade', 'loan', 'retail'] as const;
export type JdpValueType = (typeof JDP_VALUE_TYPES)[number];

/** Part 2 section 5: "Black Book: avg, clean, rough (default clean)". */
export const BLACKBOOK_RANGES = ['avg', 'clean', 'rough'] as const;
export const BLACKBOOK_DEFAULT_RANGE = 'clean';

/** Part 2 section 5: "Galves: trade or trade_poor (default trade)". */
export const GALVES_RANGES = ['trade', 'trade_poor'] as const;
export const GALVES_DEFAULT_RANGE = 'trade';

/**
 * What a valuation run stores as its `data` (part 2 section 3 "Valuation result per provider:
 * createdAt, selection, data"): the provider's figures in one shape for every provider, so one
 * panel shows them all, with the provider's own answer kept as it came in `raw`.
 */
export interface ValuationData {
  provider: ValuationProvider;
  /** The figure that becomes the appraisal's {provider}Val: wholesale at the selected range. */
  value: number | null;
  wholesale: number | null;
  retail: number | null;
  /** What the panel lists, in order (for example "Wholesale average", "Retail above"). */
  rows: { label: string; value: number | null }[];
  /** The vehicle the provider matched, e.g. "2019 Honda Accord EX-L". */
  vehicle: string | null;
  /** MMR: trim options, from the result items. */
  trims?: string[];
  /** Galves: accessory options with their adjustment; `excludes` names the codes an option cannot go with. */
  options?: { code: string; label: string; value: number; excludes?: string[] }[];
  raw: unknown;
}
