import {
  APPRAISAL_STATUS,
  APPRAISAL_STATUS_LABELS,
  appraisalStatusLabel,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPhone,
  formatThousands,
  inspectionStatusLabel,
  isInspectionDone,
  isInspectionRequested,
  stageTitle,
  type WorkflowStage,
} from '@dealer/domain';

const LEASE_END_STATUSES: readonly number[] = [
  APPRAISAL_STATUS.GROUNDED,
  APPRAISAL_STATUS.PICKED_UP,
  APPRAISAL_STATUS.RETURNED,
  APPRAISAL_STATUS.BOUGHT,
];

/** The row fields the view helpers read. */
export interface RowViewFields {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  vendorName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  mileage?: number | null;
  inspectedMileage?: number | null;
  runningStatus?: number | null;
  appraisalTypeId?: number | null;
  appraisalStatusId?: number | null;
  trfDealerName?: string | null;
  trfAt?: string | null;
  deletedAt?: string | null;
  offerSent?: boolean;
  offerSentAt?: string | null;
  maturityDate?: string | null;
  financeBank?: string | null;
  paveInspectSessionKey?: string | null;
  paveInspectStatus?: string | null;
  paveInspectResultId?: number | null;
  turninDate?: string | null;
  lrtnInfo?: { location?: { address?: string | null } | null; returned?: { address?: string | null } | null } | null;
}

/** The customer: first and last name, else the vendor. */
export function customerName(row: RowViewFields): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.vendorName?.trim() || '';
}

/** Contact lines: the phone as (xxx) xxx-xxxx (blank when it is not a phone number) and the e-mail. */
export function contactLines(row: RowViewFields): string[] {
  return [formatPhone(row.phoneNumber), row.email?.trim() ?? ''].filter(Boolean);
}

export interface ContactLink {
  kind: 'phone' | 'email';
  text: string;
  href: string;
}

/** The contact lines as links: call the phone, write to the e-mail. */
export function contactLinks(row: RowViewFields): ContactLink[] {
  const links: ContactLink[] = [];
  const phone = formatPhone(row.phoneNumber);
  if (phone) links.push({ kind: 'phone', text: phone, href: `tel:${phone.replace(/\D/g, '')}` });
  const email = row.email?.trim();
  if (email) links.push({ kind: 'email', text: email, href: `mailto:${email}` });
  return links;
}

/** The inspection grade (runningStatus) with one decimal, e.g. "3.5"; '' when not graded. */
export function gradeText(runningStatus: number | null | undefined): string {
  return typeof runningStatus === 'number' && Number.isFinite(runningStatus) ? runningStatus.toFixed(1) : '';
}

/** The inspected mileage when there is one, else the stated mileage: "12,345 mi". */
export function mileageText(row: RowViewFields): string {
  const miles = formatThousands(row.inspectedMileage ?? row.mileage);
  return miles ? `${miles} mi` : '';
}

export type DetailKind =
  | 'transfer'
  | 'archived'
  | 'offer'
  | 'maturity'
  | 'bank'
  | 'inspection'
  | 'turnin'
  | 'returnAddress'
  | 'pickup'
  | 'status';

export interface DetailItem {
  kind: DetailKind;
  text: string;
}

/**
 * The row's state lines: transfer info (our archived copy went to that dealer; a live record came
 * from it), archived state, offer sent, maturity (lease returns) and finance bank.
 */
export function rowDetails(row: RowViewFields): DetailItem[] {
  const items: DetailItem[] = [];
  if (row.trfDealerName) {
    const when = formatDateTime(row.trfAt);
    const direction = row.deletedAt ? 'Transferred to' : 'Transferred from';
    items.push({ kind: 'transfer', text: `${direction} ${row.trfDealerName}${when ? ` ${when}` : ''}` });
  }
  if (row.deletedAt) items.push({ kind: 'archived', text: `Archived ${formatDate(row.deletedAt)}`.trim() });
  if (row.offerSent) items.push({ kind: 'offer', text: `Offer sent ${formatDate(row.offerSentAt)}`.trim() });
  if (row.appraisalTypeId === 2 && row.maturityDate)
    items.push({ kind: 'maturity', text: `Maturity ${formatDate(row.maturityDate)}` });
  if (row.financeBank?.trim()) items.push({ kind: 'bank', text: `Bank: ${row.financeBank.trim()}` });
  // The inspection's progress (part 2 section 3 labels) while it is under way; once done, the
  // grade on the Vehicle line says so. Kept off finished rows so the phone cards stay compact.
  if (isInspectionRequested(row) && !isInspectionDone(row))
    items.push({ kind: 'inspection', text: `Inspection: ${inspectionStatusLabel(row.paveInspectStatus)}` });
  // The lease end states share the Picked up/returned tab (and Grounded its own): name them.
  if (row.appraisalStatusId && LEASE_END_STATUSES.includes(row.appraisalStatusId)) {
    items.push({ kind: 'status', text: `Status: ${appraisalStatusLabel(row.appraisalStatusId)}` });
  }
  if (row.turninDate) items.push({ kind: 'turnin', text: `Turned in ${formatDate(row.turninDate)}` });
  items.push(...leaseAddresses(row));
  return items;
}

/**
 * Where a lease return is picked up (the Location dialog) and where it was returned (the Return
 * dialog): the addresses the staff entered, shown on the record itself, not only in its activity.
 */
export function leaseAddresses(row: Pick<RowViewFields, 'lrtnInfo'>): DetailItem[] {
  const items: DetailItem[] = [];
  const returned = row.lrtnInfo?.returned?.address?.trim();
  if (returned) items.push({ kind: 'returnAddress', text: `Returned to ${returned}` });
  const pickup = row.lrtnInfo?.location?.address?.trim();
  if (pickup) items.push({ kind: 'pickup', text: `Pickup location: ${pickup}` });
  return items;
}

/** A money value as an input shows it: "1,505.30" (the $ is the input's own section); '' when empty. */
export function moneyInputValue(value: number | string | null | undefined): string {
  return formatCurrency(value).replace('$', '');
}

/**
 * What a row's Stage column says: a rejected record is "Rejected" (its workflow stage is where it
 * was stopped, not where it is); any other record its stage title.
 */
export function stageLabel(row: RowViewFields & { stage: WorkflowStage }): string {
  if (row.appraisalStatusId === APPRAISAL_STATUS.REJECT) return APPRAISAL_STATUS_LABELS[APPRAISAL_STATUS.REJECT];
  return stageTitle(row.stage, row.appraisalTypeId);
}
