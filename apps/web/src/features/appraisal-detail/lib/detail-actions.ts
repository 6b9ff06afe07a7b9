import {
  type AccessFields,
  AREA_LABELS,
  AREAS,
  type Area,
  allowTransfers,
  allowWriteAppraisal,
  CONFIRMATIONS,
  canArchive,
  canCreateVautoAppraisal,
  canEditHeader,
  canGenerateOdometerStatement,
  canMoveArea,
  canPushToCrm,
  canReject,
  canReopen,
  canTransfer,
  canUnarchive,
  canUndoStatus,
  hasStatus,
  isArea,
  moveAreaConfirmation,
  type Roles,
  transferConfirmation,
} from '@dealer/domain';

export type DetailActionKind =
  | 'reject'
  | 'reopen'
  | 'undo'
  | 'archive'
  | 'unarchive'
  | 'transfer'
  | 'move'
  | 'odometer'
  | 'crm'
  | 'vauto'
  | 'inspection';

/** Menu sections, shown with a divider between them. */
export type DetailActionGroup = 'status' | 'record' | 'documents';

export interface DetailAction {
  key: string;
  kind: DetailActionKind;
  group: DetailActionGroup;
  label: string;
  disabled: boolean;
  /** The spec's confirmation text; null runs without asking (Reopen, and the dialog/document actions). */
  confirmation: string | null;
  area?: Area;
  dealer?: { id: number; name: string };
}

export interface ActionRecord extends AccessFields {
  area?: string | null;
}

/** Push to CRM reads "Sent" once the lead went (part 2 section 2.5). */
export const CRM_LABELS = { push: 'Push to CRM', sent: 'Sent' } as const;

const archived = (r: ActionRecord) => r.deletedAt !== null && r.deletedAt !== undefined;

/**
 * The detail page's action menu (part 2 sections 2.5, 4 and 6), in menu order. Whether an entry
 * shows follows the record (Reject only with no status on a trade-in; Reopen and Undo only with a
 * status; Archive or Un-archive; vAuto hidden once created); whether it is enabled follows the
 * role (the domain's canX), so a user sees what exists but cannot do it. The server checks again.
 */
export function detailActions(
  roles: Roles,
  record: ActionRecord,
  linkedDealers: readonly { id: number; name: string }[],
): DetailAction[] {
  const actions: DetailAction[] = [];
  const write = allowWriteAppraisal(roles);

  if (canReject(record))
    actions.push({
      key: 'reject',
      kind: 'reject',
      group: 'status',
      label: 'Reject',
      disabled: !write,
      confirmation: CONFIRMATIONS.areYouSure,
    });
  if (hasStatus(record)) {
    actions.push({
      key: 'reopen',
      kind: 'reopen',
      group: 'status',
      label: 'Reopen',
      disabled: !canReopen(roles, record),
      confirmation: null,
    });
    actions.push({
      key: 'undo',
      kind: 'undo',
      group: 'status',
      label: 'Undo status',
      disabled: !canUndoStatus(roles, record),
      confirmation: CONFIRMATIONS.undoStatus,
    });
  }

  if (archived(record)) {
    actions.push({
      key: 'unarchive',
      kind: 'unarchive',
      group: 'record',
      label: 'Un-archive',
      disabled: !canUnarchive(roles, record),
      confirmation: CONFIRMATIONS.unarchive,
    });
  } else {
    actions.push({
      key: 'archive',
      kind: 'archive',
      group: 'record',
      label: 'Archive',
      disabled: !canArchive(roles, record),
      confirmation: CONFIRMATIONS.archive,
    });
    // "Transfer to linked dealer (needs allowTransfers and at least one linked dealer)".
    if (allowTransfers(roles))
      for (const dealer of linkedDealers)
        actions.push({
          key: `transfer-${dealer.id}`,
          kind: 'transfer',
          group: 'record',
          label: `Transfer to ${dealer.name}`,
          disabled: !canTransfer(roles, record, linkedDealers.length),
          confirmation: transferConfirmation(dealer.name),
          dealer: { id: dealer.id, name: dealer.name },
        });
    const current = isArea(record.area) ? record.area : null;
    for (const area of AREAS) {
      if (area === current) continue;
      actions.push({
        key: `move-${area}`,
        kind: 'move',
        group: 'record',
        label: `Move to ${AREA_LABELS[area]}`,
        disabled: !canMoveArea(roles, record),
        confirmation: moveAreaConfirmation(area),
        area,
      });
    }
  }

  actions.push({
    key: 'odometer',
    kind: 'odometer',
    group: 'documents',
    label: 'Generate odometer statement',
    disabled: !canGenerateOdometerStatement(roles),
    confirmation: null,
  });
  actions.push({
    key: 'crm',
    kind: 'crm',
    group: 'documents',
    label: record.crmSentAt ? CRM_LABELS.sent : CRM_LABELS.push,
    disabled: !canPushToCrm(roles, record),
    confirmation: CONFIRMATIONS.areYouSure,
  });
  if (!record.vautoUrl)
    actions.push({
      key: 'vauto',
      kind: 'vauto',
      group: 'documents',
      label: 'Create vAuto appraisal',
      disabled: !canCreateVautoAppraisal(roles, record),
      confirmation: CONFIRMATIONS.vauto,
    });
  actions.push({
    key: 'inspection',
    kind: 'inspection',
    group: 'documents',
    label: 'Send inspection link',
    disabled: !canEditHeader(roles, record),
    confirmation: null,
  });
  return actions;
}
