import { allowReadVals, type Roles } from './flags';
import { appraisalValueFields } from './value-field-answers';

/**
 * The names of the value fields (appraisalValueFields, where each is declared in the answers): the
 * server removes them for roles that may not read valuations.
 */
export const VALUE_FIELDS = Object.keys(appraisalValueFields) as readonly (keyof typeof appraisalValueFields)[];

export function isValueField(field: string): field is ValueField {
  return (VALUE_FIELDS as readonly string[]).includes(field);
}

export type ValueField = (typeof VALUE_FIELDS)[number];

/**
 * Value data an appraisal answer carries beside its columns, and what a role without allowReadVals
 * gets instead: the bids (amounts and profits) and each provider's latest valuation result. Emptied
 * rather than removed, so the answer keeps one shape for every role.
 */
export const VALUE_RELATIONS = {
  bids: [],
  mmrValResult: null,
  jdpValResult: null,
  galvesValResult: null,
  blackbookValResult: null,
} as const satisfies Record<string, readonly never[] | null>;

export function isValueRelation(key: string): key is keyof typeof VALUE_RELATIONS {
  return Object.hasOwn(VALUE_RELATIONS, key);
}

/** The row without value fields unless the roles may read valuations. */
export function withoutValueFields<T extends object>(row: T, roles: Roles): T | Omit<T, ValueField> {
  if (allowReadVals(roles)) return row;
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of VALUE_FIELDS) delete copy[field];
  return copy as Omit<T, ValueField>;
}
