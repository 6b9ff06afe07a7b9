/**
 * Spec part 1 section 9 and part 2 section 9: "Date filter options (id: label): 0 Today, -2 This
 * week, -3 This month, 7 Past 7 days, 30 Past 30 days, 60 Past 60 days, 90 Past 90 days, -4 Any date."
 */
export const DATE_FILTER_OPTIONS = [
  { id: 0, label: 'Today' },
  { id: -2, label: 'This week' },
  { id: -3, label: 'This month' },
  { id: 7, label: 'Past 7 days' },
  { id: 30, label: 'Past 30 days' },
  { id: 60, label: 'Past 60 days' },
  { id: 90, label: 'Past 90 days' },
  { id: -4, label: 'Any date' },
] as const;

export type DateFilterId = (typeof DATE_FILTER_OPTIONS)[number]['id'];

export const DATE_FILTER_IDS: readonly DateFilterId[] = DATE_FILTER_OPTIONS.map((o) => o.id);

export const DATE_FILTER = { TODAY: 0, THIS_WEEK: -2, THIS_MONTH: -3, ANY_DATE: -4 } as const;

/** "Default 30, or 0 for service and showroom." */
export const DEFAULT_DATE_FILTER_ID: DateFilterId = 30;

export function isDateFilterId(value: unknown): value is DateFilterId {
  return typeof value === 'number' && (DATE_FILTER_IDS as readonly number[]).includes(value);
}

/** "Default 30, or 0 for service and showroom." */
export function defaultDateFilterId(page: string): DateFilterId {
  return page === 'service' || page === 'showroom' ? 0 : DEFAULT_DATE_FILTER_ID;
}

export function dateFilterLabel(id: DateFilterId): string {
  return DATE_FILTER_OPTIONS.find((o) => o.id === id)?.label ?? '';
}
