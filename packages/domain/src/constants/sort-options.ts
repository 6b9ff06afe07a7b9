/**
 * Spec part 1 section 9 and part 2 section 9: "Sort options: id-DESC Newest, updatedAt-DESC Latest
 * update, runningStatus-DESC Inspection grade, id-ASC Oldest, reconditioningCost-DESC Recon amount,
 * expectedTotalProfit-DESC Expected profit, adjustedPayoffAmount-DESC Payoff, year-DESC Year,
 * make-ASC Make, inspectedMileage-ASC Mileage, model-ASC Model."
 */
export const SORT_OPTIONS = [
  { value: 'id-DESC', field: 'id', order: 'DESC', label: 'Newest' },
  { value: 'updatedAt-DESC', field: 'updatedAt', order: 'DESC', label: 'Latest update' },
  { value: 'runningStatus-DESC', field: 'runningStatus', order: 'DESC', label: 'Inspection grade' },
  { value: 'id-ASC', field: 'id', order: 'ASC', label: 'Oldest' },
  { value: 'reconditioningCost-DESC', field: 'reconditioningCost', order: 'DESC', label: 'Recon amount' },
  { value: 'expectedTotalProfit-DESC', field: 'expectedTotalProfit', order: 'DESC', label: 'Expected profit' },
  { value: 'adjustedPayoffAmount-DESC', field: 'adjustedPayoffAmount', order: 'DESC', label: 'Payoff' },
  { value: 'year-DESC', field: 'year', order: 'DESC', label: 'Year' },
  { value: 'make-ASC', field: 'make', order: 'ASC', label: 'Make' },
  { value: 'inspectedMileage-ASC', field: 'inspectedMileage', order: 'ASC', label: 'Mileage' },
  { value: 'model-ASC', field: 'model', order: 'ASC', label: 'Model' },
] as const;

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

/** The whitelist of appraisal list sort fields (DESIGN section 4: anything else is a 400). */
export const APPRAISAL_SORT_FIELDS = [
  'id',
  'updatedAt',
  'runningStatus',
  'reconditioningCost',
  'expectedTotalProfit',
  'adjustedPayoffAmount',
  'year',
  'make',
  'inspectedMileage',
  'model',
] as const;
export type AppraisalSortField = (typeof APPRAISAL_SORT_FIELDS)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** "Default list sort id descending." */
export const DEFAULT_SORT = { field: 'id', order: 'DESC' } as const satisfies {
  field: AppraisalSortField;
  order: SortOrder;
};

/** Splits an option value such as 'id-DESC' (the search filter's sortBy, "field-direction"). */
export function parseSortOption(value: string): { field: AppraisalSortField; order: SortOrder } | null {
  const option = SORT_OPTIONS.find((o) => o.value === value);
  return option ? { field: option.field, order: option.order } : null;
}
