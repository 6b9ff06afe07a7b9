/**
 * Spec part 1 section 4: "Appraisal status ids: buying 1, grounding 2, reject 3, grounded 200,
 * pickedup 220, returned 230, bought 400."
 */
export const APPRAISAL_STATUS = {
  BUYING: 1,
  GROUNDING: 2,
  REJECT: 3,
  GROUNDED: 200,
  PICKED_UP: 220,
  RETURNED: 230,
  BOUGHT: 400,
} as const;

export type AppraisalStatusId = (typeof APPRAISAL_STATUS)[keyof typeof APPRAISAL_STATUS];

export const APPRAISAL_STATUS_IDS: readonly AppraisalStatusId[] = [1, 2, 3, 200, 220, 230, 400];

/** The spec's own names for each status (part 1 section 4). */
export const APPRAISAL_STATUS_KEYS: Readonly<Record<AppraisalStatusId, string>> = {
  1: 'buying',
  2: 'grounding',
  3: 'reject',
  200: 'grounded',
  220: 'pickedup',
  230: 'returned',
  400: 'bought',
};

/** Display names (part 2 section 3 lookup table: "picked up", "bought", ...), capitalised. */
export const APPRAISAL_STATUS_LABELS: Readonly<Record<AppraisalStatusId, string>> = {
  1: 'Buying',
  2: 'Grounding',
  3: 'Rejected',
  200: 'Grounded',
  220: 'Picked up',
  230: 'Returned',
  400: 'Bought',
};

export function isAppraisalStatusId(value: unknown): value is AppraisalStatusId {
  return typeof value === 'number' && (APPRAISAL_STATUS_IDS as readonly number[]).includes(value);
}

/**
 * The worksheet shows the status by name. The spec leaves unknown ids open ("Unknown statuses'
 * names on the worksheet are described in part 2", and part 2 does not): we show the id so a
 * status added on the server later is still visible rather than blank. No status reads ''.
 */
export function appraisalStatusLabel(id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return isAppraisalStatusId(id) ? APPRAISAL_STATUS_LABELS[id] : `Status ${id}`;
}
