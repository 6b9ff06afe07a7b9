import { canStartAppraisal, NEW_APPRAISAL_TEXTS } from '@dealer/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useCurrentDealer } from '../../auth';
import { START_KINDS, type StartKind } from '../lib/start-kind';

const NewAppraisalDialog = lazyDialog(() => import('./new-appraisal-dialog').then((m) => m.NewAppraisalDialog));

/** The showroom list's launch buttons: "Start showroom trade-in" and "Start showroom lease return". */
export function ShowroomStartButtons() {
  const { roles } = useCurrentDealer();
  const [kind, setKind] = useState<StartKind | null>(null);
  if (!canStartAppraisal(roles, false)) return null;
  return (
    <>
      <Group gap="xs">
        <Button size="compact-sm" onClick={() => setKind(START_KINDS.showroomTradein)}>
          {NEW_APPRAISAL_TEXTS.startShowroomTradeIn}
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => setKind(START_KINDS.showroomLease)}>
          {NEW_APPRAISAL_TEXTS.startShowroomLease}
        </Button>
      </Group>
      <NewAppraisalDialog open={kind !== null} kind={kind} onClose={() => setKind(null)} />
    </>
  );
}
