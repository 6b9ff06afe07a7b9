/** Spec part 1 section 3: "Owner status: 1 Paid off, 2 Finance, 3 Lease." */
export const OWNER_STATUS = { PAID_OFF: 1, FINANCE: 2, LEASE: 3 } as const;
export type OwnerStatusId = (typeof OWNER_STATUS)[keyof typeof OWNER_STATUS];

export const OWNER_STATUS_LABELS: Readonly<Record<OwnerStatusId, string>> = {
  1: 'Paid off',
  2: 'Finance',
  3: 'Lease',
};

export const OWNER_STATUS_OPTIONS: readonly { id: OwnerStatusId; label: string }[] = [
  { id: 1, label: 'Paid off' },
  { id: 2, label: 'Finance' },
  { id: 3, label: 'Lease' },
];

/** Spec part 1 section 2, new appraisal dialog: the owner question is "Who owns the vehicle?". */
export const OWNER_QUESTION = 'Who owns the vehicle?';

export function isOwnerStatusId(value: unknown): value is OwnerStatusId {
  return value === 1 || value === 2 || value === 3;
}

/**
 * Spec part 1 section 2: "bank block (shown when owner status is above 1 or the type is lease)".
 */
export function showsBankBlock(ownerStatusId: number | null | undefined, appraisalTypeId: number | null | undefined) {
  return (ownerStatusId ?? 0) > 1 || appraisalTypeId === 2;
}
