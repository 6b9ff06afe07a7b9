import { AREA_LABELS, SUCCESS_MESSAGES } from '@dealer/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { useArchive } from '../api/archive';
import { useMoveArea } from '../api/move-area';
import { useOdometerStatement } from '../api/odometer-statement';
import { useReopen } from '../api/reopen';
import { useSendCrm } from '../api/send-crm';
import { useSendToVauto } from '../api/send-to-vauto';
import { useSetStatus } from '../api/set-status';
import { useTransfer } from '../api/transfer';
import { useUnarchive } from '../api/unarchive';
import { useUndoStatus } from '../api/undo-status';
import { actionFailureMessage } from '../lib/action-failure';
import type { DetailAction } from '../lib/detail-actions';

/** Opens a link in a new tab; when the browser blocks it, the link is offered in a notification. */
function openInNewTab(url: string, what: string) {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else notifications.show({ message: `${what} is ready: ${url}`, autoClose: false });
}

/**
 * Runs the action menu's entries (part 2 section 4): the spec's confirmation first (none for
 * Reopen), then the call; a failure shows the alert of actionFailureMessage.
 */
export function useDetailActions(id: number) {
  const reject = useSetStatus(id);
  const reopen = useReopen(id);
  const undo = useUndoStatus(id);
  const archive = useArchive(id);
  const unarchive = useUnarchive(id);
  const transfer = useTransfer(id);
  const move = useMoveArea(id);
  const odometer = useOdometerStatement(id);
  const crm = useSendCrm(id);
  const vauto = useSendToVauto(id);
  const [inspectionDialog, setInspectionDialog] = useState(false);

  const execute = async (action: DetailAction): Promise<void> => {
    switch (action.kind) {
      case 'reject':
        await reject.mutateAsync({ appraisalStatusId: 3, notify: false });
        notifications.show({ message: 'Record rejected' });
        return;
      case 'reopen':
        await reopen.mutateAsync(undefined);
        notifications.show({ message: 'Record reopened' });
        return;
      case 'undo':
        await undo.mutateAsync(undefined);
        notifications.show({ message: 'Status change undone' });
        return;
      case 'archive':
        await archive.mutateAsync(undefined);
        notifications.show({ message: 'Record archived' });
        return;
      case 'unarchive':
        await unarchive.mutateAsync(undefined);
        notifications.show({ message: 'Record un-archived' });
        return;
      case 'transfer':
        if (!action.dealer) return;
        await transfer.mutateAsync(action.dealer.id);
        await showAlert(SUCCESS_MESSAGES.recordTransferred);
        return;
      case 'move':
        if (!action.area) return;
        await move.mutateAsync(action.area);
        notifications.show({ message: `Record moved to ${AREA_LABELS[action.area]}` });
        return;
      case 'odometer': {
        const { url } = await odometer.mutateAsync(undefined);
        openInNewTab(url, 'The odometer statement');
        return;
      }
      case 'crm':
        await crm.mutateAsync(undefined);
        notifications.show({ message: 'Sent to CRM' });
        return;
      case 'vauto':
        await vauto.mutateAsync(undefined);
        notifications.show({ message: 'vAuto appraisal created' });
        return;
      case 'inspection':
        setInspectionDialog(true);
        return;
    }
  };

  const run = async (action: DetailAction) => {
    if (action.disabled) return;
    if (action.confirmation && !(await showConfirm(action.confirmation))) return;
    try {
      await execute(action);
    } catch (error) {
      await showAlert(actionFailureMessage(error));
    }
  };

  return { run, inspectionDialog, closeInspectionDialog: () => setInspectionDialog(false) };
}
