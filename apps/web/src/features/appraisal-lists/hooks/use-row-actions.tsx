import { APPRAISAL_STATUS_LABELS, ERROR_MESSAGES, type Roles } from '@dealer/domain';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import type { AppraisalRow } from '../api/get-appraisals';
import { type RowCall, useRowCall } from '../api/row-actions';
import type { ListPageId } from '../lib/list-page-config';
import { pageHasRowActions, type RowAction, rowActions } from '../lib/row-actions';

/** What the rows need: the same object while `pending` is the same (the rows are memoised). */
export interface RowActionsOfRows {
  actionsOf: (row: AppraisalRow) => RowAction[];
  run: (row: AppraisalRow, action: RowAction) => Promise<void>;
  pending: number | null;
}

export interface RowActionsController {
  /** The rows show actions for this user (the management list always: its documents). */
  enabled: boolean;
  rows: RowActionsOfRows;
  /** The Return and Location dialogs, rendered once for the whole list. */
  dialogs: ReactNode;
}

const ReturnDialog = lazyDialog(() => import('../components/return-dialog').then((m) => m.ReturnDialog));
const LocationDialog = lazyDialog(() => import('../components/location-dialog').then((m) => m.LocationDialog));

/** What the answer's status reads as, for the notice after a step. */
const statusText = (row: AppraisalRow) =>
  row.appraisalStatusId
    ? APPRAISAL_STATUS_LABELS[row.appraisalStatusId as keyof typeof APPRAISAL_STATUS_LABELS]
    : 'Open';

/**
 * The rows' actions of a list (lib/row-actions): a confirmed call, or the Return / Location dialog.
 * A failure shows "There was an error. Please try again." (part 2 section 8); dialogs stay open
 * with their form re-enabled.
 */
export function useRowActions(page: ListPageId, roles: Roles, dealerId: number): RowActionsController {
  const call = useRowCall(dealerId);
  const [returning, setReturning] = useState<AppraisalRow | null>(null);
  const [locating, setLocating] = useState<AppraisalRow | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const send = async (request: RowCall) => {
    const updated = await call.mutateAsync(request);
    notifications.show({
      message: `Appraisal ${updated.id}: ${statusText(updated)}`,
      closeButtonProps: { 'aria-label': 'Close notification' },
    });
    return updated;
  };

  const latestRun = async (row: AppraisalRow, action: RowAction) => {
    if (action.id === 'return') return setReturning(row);
    if (action.id === 'location') return setLocating(row);
    if (action.confirm && !(await showConfirm(action.confirm))) return;
    setPending(row.id);
    try {
      await send({ kind: action.id, id: row.id });
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    } finally {
      setPending(null);
    }
  };

  const dialogs = (
    <>
      <ReturnDialog
        open={returning !== null}
        row={returning}
        onClose={() => setReturning(null)}
        onSubmit={(row, values) => send({ kind: 'returned', id: row.id, values })}
      />
      <LocationDialog
        open={locating !== null}
        row={locating}
        onClose={() => setLocating(null)}
        onSubmit={(row, values) => send({ kind: 'location', id: row.id, values })}
      />
    </>
  );

  // Stable for the rows: a click runs the latest closure (this render's state and calls).
  const run = useLatestCallback(latestRun);
  const actionsOf = useCallback((row: AppraisalRow) => rowActions(page, roles, row), [page, roles]);
  const rows = useMemo(() => ({ actionsOf, run, pending }), [actionsOf, run, pending]);

  return { enabled: pageHasRowActions(page, roles) || page === 'manageReturns', rows, dialogs };
}
