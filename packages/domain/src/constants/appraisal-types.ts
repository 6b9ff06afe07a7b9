/** Spec part 1 section 1: "Appraisal type ids: 1 trade-in, 2 lease return." */
export const APPRAISAL_TYPE = { TRADE_IN: 1, LEASE_RETURN: 2 } as const;

export type AppraisalTypeId = (typeof APPRAISAL_TYPE)[keyof typeof APPRAISAL_TYPE];

export const APPRAISAL_TYPE_IDS: readonly AppraisalTypeId[] = [1, 2];

/** Spec part 1 section 3: type codes are "displayed 'Trade in', 'Lease return'". */
export const APPRAISAL_TYPE_LABELS: Readonly<Record<AppraisalTypeId, string>> = {
  1: 'Trade in',
  2: 'Lease return',
};

export function isAppraisalTypeId(value: unknown): value is AppraisalTypeId {
  return value === 1 || value === 2;
}

export function isTradeIn(appraisal: { appraisalTypeId?: number | null }): boolean {
  return appraisal.appraisalTypeId === APPRAISAL_TYPE.TRADE_IN;
}

export function isLeaseReturn(appraisal: { appraisalTypeId?: number | null }): boolean {
  return appraisal.appraisalTypeId === APPRAISAL_TYPE.LEASE_RETURN;
}
