import { VALUATION_FIELDS, type ValuationProvider } from '../constants/valuations';
import type { MoneyInput } from './cents';

/**
 * The worksheet's "Default valuation (read-only)": the value of the provider chosen by the val query
 * (part 2 section 2.5, default mmr), read from mmrVal, jdpVal, galvesVal or blackbookVal.
 */
export function valuationOf(
  appraisal: Partial<Record<(typeof VALUATION_FIELDS)[ValuationProvider], MoneyInput>>,
  provider: ValuationProvider,
): MoneyInput {
  return appraisal[VALUATION_FIELDS[provider]];
}

export interface GalvesOption {
  code: string;
  /** Codes this option cannot be combined with. */
  excludes?: readonly string[];
}

/**
 * Part 2 section 5: Galves "optional accessory options in mutually exclusive groups: selecting one
 * removes those it excludes". Toggling a selected option removes it. Exclusion is applied both
 * ways (an option already selected that excludes the new one is removed too), so a list never
 * holds two options of one group whichever side declared the group.
 */
export function toggleGalvesOption(
  selected: readonly string[],
  option: GalvesOption,
  all: readonly GalvesOption[] = [],
): string[] {
  if (selected.includes(option.code)) return selected.filter((c) => c !== option.code);
  const excluded = new Set(option.excludes ?? []);
  for (const other of all) if (other.excludes?.includes(option.code)) excluded.add(other.code);
  return [...selected.filter((c) => !excluded.has(c)), option.code];
}
