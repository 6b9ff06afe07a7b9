import { MANUAL_VALUATION_LABEL, type ManualValuation, type ValuationProvider } from '@dealer/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { providerLabel, type RerunNotice } from '../lib/valuation-view';
import { ManualValuationForm } from './manual-valuation-form';

interface ValuationFallbackProps {
  recordId: number;
  provider: ValuationProvider;
  notice: RerunNotice;
  canRerun: boolean;
  /** The selection of the last rerun (the one that failed): a manual value stands for it. */
  selection: ManualValuation['selection'];
  /** Reruns the last selection, paying the provider again. */
  onCallAgain: () => void;
  /** The notice is answered (a manual value saved). */
  onClear: () => void;
  pending: boolean;
}

/**
 * Below a panel's controls, after a rerun: when the provider failed (or its breaker is open) the
 * way to enter the value manually; when the stored answer was reused, the way to pay for a new call.
 */
export function ValuationFallback({
  recordId,
  provider,
  notice,
  canRerun,
  selection,
  onCallAgain,
  onClear,
  pending,
}: ValuationFallbackProps) {
  const [entering, setEntering] = useState(false);
  const label = providerLabel(provider);
  if (!notice) return null;
  if (notice.kind === 'reused') {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" role="status">
          Same selection within 24 hours: the stored result of {notice.ranAt} is shown, no new {label} call was made.
        </Text>
        <Button variant="subtle" size="xs" px={0} onClick={onCallAgain} disabled={!canRerun || pending}>
          Call {label} again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {notice.kind === 'circuit-open' ? (
        <Text size="sm" c="red.8" role="status">
          {notice.message}
        </Text>
      ) : null}
      {entering ? (
        <ManualValuationForm
          recordId={recordId}
          provider={provider}
          selection={selection}
          onCancel={() => setEntering(false)}
          onSaved={() => {
            setEntering(false);
            onClear();
          }}
        />
      ) : (
        <Button variant="light" size="xs" onClick={() => setEntering(true)} disabled={!canRerun}>
          {MANUAL_VALUATION_LABEL}
        </Button>
      )}
    </Stack>
  );
}
