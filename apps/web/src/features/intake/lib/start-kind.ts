import {
  type AppraisalTypeCode,
  NEW_APPRAISAL_TEXTS,
  OWNER_QUESTION,
  type SendInspect,
  type ShareFormTypeCode,
  sendInspectOptions,
  showsBankBlock,
} from '@dealer/domain';

/** Which appraisal a form starts: the type code plus the service and showroom variants. */
export interface StartKind {
  typeCode: AppraisalTypeCode;
  service: boolean;
  showroom: boolean;
}

/** Every launch of the New appraisal dialog (Welcome cards, showroom list buttons). */
export const START_KINDS = {
  tradein: { typeCode: 'tradein', service: false, showroom: false },
  lease: { typeCode: 'lease', service: false, showroom: false },
  service: { typeCode: 'tradein', service: true, showroom: false },
  showroomTradein: { typeCode: 'showroom_tradein', service: false, showroom: false },
  showroomLease: { typeCode: 'lease', service: false, showroom: true },
} as const satisfies Record<string, StartKind>;

/** The kind a shared customer form (or its prefill) starts: the share type code as it is. */
export function kindOfShareType(typeCode: ShareFormTypeCode): StartKind {
  return { typeCode, service: false, showroom: false };
}

/**
 * Who fills the form: staff in the dialog, an anonymous visitor on the public service page, a
 * customer on the shared form, or staff prefilling a shared form (minimal validation).
 */
export type FormMode = 'staff' | 'anonymous' | 'customer' | 'prefill';

/** The dialog title: "New Service Appraisal", "New Lease return" or "New Trade in" (showroom variants too). */
export function startTitle(kind: StartKind): string {
  if (kind.service) return NEW_APPRAISAL_TEXTS.titleService;
  return kind.typeCode === 'lease' ? NEW_APPRAISAL_TEXTS.titleLease : NEW_APPRAISAL_TEXTS.titleTradeIn;
}

export const NOT_CONTACTED_NOTES = {
  service: 'The customer is not contacted automatically for a service appraisal.',
  showroom: 'The customer is not contacted automatically for a showroom trade-in.',
} as const;

/** Part 1 section 2: "Customers are not contacted automatically for service and showroom trade-ins (a note says so)." */
export function notContactedNote(kind: StartKind, mode: FormMode): string | null {
  if (mode !== 'staff') return null;
  if (kind.service) return NOT_CONTACTED_NOTES.service;
  if (kind.typeCode === 'showroom_tradein') return NOT_CONTACTED_NOTES.showroom;
  return null;
}

export interface FormLayout {
  /** "Who owns the vehicle?" (hidden for lease returns). */
  ownerQuestion: string | null;
  /** The bank block: "shown when owner status is above 1 or the type is lease". */
  bank: boolean;
  /** "address block (lease only)". */
  address: boolean;
  /** The "Send inspection to my" choices; none in prefill mode (the customer chooses). */
  sendInspect: readonly { value: SendInspect; label: string }[] | null;
  note: string | null;
  /** Minimal (prefill) validation instead of the full set. */
  minimal: boolean;
}

/** Which blocks of the New appraisal form show, for a kind, a mode and the chosen owner status. */
export function formLayout(
  kind: StartKind,
  mode: FormMode,
  ownerStatusId: number | string | null | undefined,
): FormLayout {
  const lease = kind.typeCode === 'lease';
  const owner =
    ownerStatusId === '' || ownerStatusId === null || ownerStatusId === undefined ? null : Number(ownerStatusId);
  return {
    ownerQuestion: lease ? null : OWNER_QUESTION,
    bank: showsBankBlock(lease ? null : owner, lease ? 2 : 1),
    address: lease,
    sendInspect: mode === 'prefill' ? null : sendInspectOptions(kind.service),
    note: notContactedNote(kind, mode),
    minimal: mode === 'prefill',
  };
}
