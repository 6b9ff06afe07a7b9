import type { NewAppraisal } from '@dealer/domain';
import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { decodeVin } from '../api/decode-vin';
import { findPlate } from '../api/find-plate';
import { useStartAppraisal } from '../api/start-appraisal';
import { useIsPhone } from '../hooks/use-is-phone';
import { startPayload } from '../lib/form-values';
import type { VehicleLookups } from '../lib/lookups';
import { type StartKind, startTitle } from '../lib/start-kind';
import { AppraisalForm } from './appraisal-form';

const STAFF_LOOKUPS: VehicleLookups = { decodeVin, findPlate };

interface NewAppraisalDialogProps {
  opened: boolean;
  /** The appraisal to start (null once closed: the form unmounts while the dialog fades). */
  kind: StartKind | null;
  onClose: () => void;
}

/**
 * The staff New appraisal dialog (part 1 section 2). It cannot be closed by clicking the backdrop.
 * On success a desktop user goes to the new record, a phone user to its inspection.
 */
export function NewAppraisalDialog({ opened, kind, onClose }: NewAppraisalDialogProps) {
  const { dealer } = useCurrentDealer();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const start = useStartAppraisal();

  const submit = async (values: NewAppraisal, current: StartKind) => {
    const result = await start.mutateAsync(startPayload(values, current));
    onClose();
    if (isPhone && result.inspectionUrl) window.location.assign(result.inspectionUrl);
    else void navigate(`/${dealer.slug}/appraisals/${result.id}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind ? startTitle(kind) : ''}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={isPhone}
    >
      {/* Mounted only while open, so each opening starts blank (with the remembered choices). */}
      {kind ? (
        <AppraisalForm
          kind={kind}
          mode="staff"
          lookups={STAFF_LOOKUPS}
          onSubmit={(values) => submit(values as NewAppraisal, kind)}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
